import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialCodeSelect } from './DialCodeSelect';

/** Regional-indicator letters: the emoji flags that render as boxes without the font. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

function Picker() {
  const [iso, setIso] = useState('IN');
  return <DialCodeSelect value={iso} onChange={setIso} />;
}

describe('DialCodeSelect', () => {
  it('draws India’s flag for the default +91, and no emoji flag anywhere, options included', () => {
    const { container } = render(<Picker />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN');
    expect(screen.getByText('+91')).toBeInTheDocument();
    const flag = container.querySelector('svg');
    expect(flag).not.toBeNull();
    expect(flag!.querySelectorAll('rect')).toHaveLength(3);
    expect(container.textContent).not.toMatch(EMOJI_FLAG);
    expect(screen.getByRole('option', { name: 'India (+91)' })).toBeInTheDocument();
  });

  it('shows the ISO code as text for a country it does not draw', async () => {
    const user = userEvent.setup();
    const { container } = render(<Picker />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    expect(screen.getByText('GB')).toBeInTheDocument();
    expect(screen.getByText('+44')).toBeInTheDocument();
    expect(container.querySelector('svg:not(.lucide)')).toBeNull();
    expect(container.textContent).not.toMatch(EMOJI_FLAG);
  });
});
