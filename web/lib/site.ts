/** Company facts shown across the site. Social handles are the brand's public pages. */
export const SITE = {
  name: 'Roslis',
  company: 'Roslis Fashions Pvt. Ltd., Kerala, India',
  social: {
    instagram: 'https://www.instagram.com/roslis.in',
    facebook: 'https://www.facebook.com/roslis.in',
    youtube: 'https://www.youtube.com/@roslis',
    whatsapp: 'https://wa.me/?text=Hello%20Roslis',
  },
} as const;
