import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { englishWords } from '../../../test/english-words';
import { renderRoutes } from '../../../test/utils';
import { MembershipPage } from './MembershipPage';

/** Kept in every language: the deal's name, the keys' names, EMI. */
const KEPT = ['Dynamo Deal', 'Space', 'Escape', 'EMI'];

describe('the membership story in Malayalam', () => {
  it('shows the page and every slide of the story in Malayalam', async () => {
    await setLanguage('ml');
    const { container } = renderRoutes([{ path: '/membership', element: <MembershipPage /> }], {
      initialPath: '/membership',
    });
    expect(screen.getByRole('heading', { level: 1, name: /അംഗങ്ങൾ ആദ്യം അണിയുന്നു/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ഇൻസൈഡർ സ്റ്റോർ ആക്സസ്/ })).toBeInTheDocument();
    expect(englishWords(container, KEPT)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /കാർഡ് ആനുകൂല്യങ്ങൾ കാണൂ/ }));
    const dialog = screen.getByRole('dialog', { name: 'Roslis കാർഡ് ആനുകൂല്യങ്ങൾ' });
    expect(within(dialog).getByRole('button', { name: 'സ്റ്റോറി അടയ്ക്കൂ' })).toBeInTheDocument();
    for (let slide = 1; slide <= 9; slide++) {
      expect(within(dialog).getByText(new RegExp(`^സ്ലൈഡ് ${slide} / 9:`))).toBeInTheDocument();
      expect(englishWords(dialog, KEPT)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'അടുത്ത സ്ലൈഡ്' }));
    }
  });
});
