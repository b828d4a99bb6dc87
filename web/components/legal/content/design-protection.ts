import { SITE } from '../../../lib/site';
import { companyContact } from './common';
import type { LegalDocumentContent } from './types';

export const designProtectionPolicy: LegalDocumentContent = {
  id: 'design-protection',
  title: 'Design Protection Policy',
  effective: { label: 'Last updated', display: 'May 30, 2025', iso: '2025-05-30' },
  summary:
    'How Roslis protects its members-only designs and limited runs, what members may not do with them, and how to report a copy.',
  intro: [
    `Every ${SITE.name} design is drawn, cut and made by our own team, and most are seen only by members. Keeping them exclusive is what makes a membership worth having, so we protect them carefully.`,
    `This policy applies to everyone who uses our website, app or stores, and is part of our Terms & Conditions. “${SITE.name}” means ${SITE.legal.registeredName}.`,
  ],
  sections: [
    {
      id: 'our-designs',
      heading: 'Our designs are our intellectual property',
      body: [
        `All designs, patterns, prints, embroidery, cuts, photographs, illustrations, product descriptions and brand names shown or sold by ${SITE.name} belong to ${SITE.legal.registeredName} and are protected by Indian and international law on designs, copyright and trademarks.`,
        'Buying a piece gives you the garment, not the right to its design. Unless we agree in writing, no one may use our designs or images for any commercial purpose.',
      ],
    },
    {
      id: 'members-only-designs',
      heading: 'Members-only designs',
      body: [
        'Designs in the members-only area, including those shown for voting before launch, are shared with members in confidence. You may not:',
        {
          kind: 'list',
          items: [
            'copy, trace or recreate a design, or have it recreated by a tailor or manufacturer;',
            'photograph, screenshot or record designs in order to sell, manufacture or resell them;',
            'reproduce designs in any form, in print, online or on other garments;',
            'share unreleased designs, or access to the members-only area, with people who are not members.',
          ],
        },
        {
          kind: 'note',
          text: 'You are very welcome to wear your Roslis pieces and share photos of yourself in them. That is personal use, not copying.',
        },
      ],
    },
    {
      id: 'limited-runs',
      heading: 'Limited runs and Signature pieces',
      body: [
        'Our limited runs are part of what we promise members, so we keep them limited:',
        {
          kind: 'list',
          items: [
            {
              lead: 'Limited Edition:',
              text: 'each style is made in a run of 25 pieces and is never repeated.',
            },
            {
              lead: 'Signature:',
              text: 'each style is made in a run of 1 to 25 pieces, and custom sizing is free.',
            },
          ],
        },
        'Once a run is complete, we do not remake that design, and we do not allow others to make it. Reselling limited pieces in bulk or as new stock is not allowed.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting a copy',
      body: [
        'If you see a Roslis design copied, sold by someone else or shared outside the club, please tell us. Send us:',
        {
          kind: 'list',
          items: [
            'where you saw it: a link, a shop name and address, or a social-media account;',
            'photos or screenshots, if you have them;',
            'the date you saw it, and how we can reach you if we have questions.',
          ],
        },
        'We treat every report in confidence and never share the name of the person who made it.',
      ],
    },
    {
      id: 'consequences',
      heading: 'Consequences of infringement',
      body: [
        'We take copying seriously. Depending on what happened, we may:',
        {
          kind: 'list',
          items: [
            'ask for the material to be removed and the copying to stop;',
            'suspend or cancel the membership of anyone involved, without a refund of the joining fee;',
            'take legal action, including claims for damages and court orders to stop the sale of copies.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: [
        'To report a copy, to ask for permission to use our images, or with any question about this policy, contact us:',
        companyContact(),
      ],
    },
  ],
};
