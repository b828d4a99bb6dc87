/**
 * Company facts shown across the site (footer, about, legal pages, careers), written once.
 * The careers Apply address comes from the server (HR_EMAIL) through GET /api/site.
 */
export const SITE = {
  name: 'Roslis',
  company: 'Roslis Fashions Pvt. Ltd., Kerala, India',
  founded: 2020,
  legal: {
    registeredName: 'Roslis Fashions Private Limited',
    registrationNumber: 'CIN U14101KL2020PTC061842',
    registeredOffice: '2nd Floor, Pulikkal Towers, Marine Drive, Ernakulam, Kochi, Kerala 682031, India',
    jurisdiction: 'Ernakulam, Kerala',
  },
  support: {
    email: 'care@roslis.in',
    phone: '+91 484 400 2020',
    hours: '8 hours a day, 7 days a week (10 AM to 6 PM IST)',
  },
  website: 'https://www.roslis.in',
  productionUnits: ['Jaipur', 'Surat', 'Tirupur', 'Ranni'],
  social: {
    instagram: 'https://www.instagram.com/roslis.in',
    facebook: 'https://www.facebook.com/roslis.in',
    youtube: 'https://www.youtube.com/@roslis',
    whatsapp: 'https://wa.me/?text=Hello%20Roslis',
  },
} as const;
