import { zodResolver } from '@hookform/resolvers/zod';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field, Form, FormActions } from './Field';
import { Select } from './Select';
import { Textarea } from './Textarea';

const schema = z.object({
  name: z.string().trim().min(1, 'Give the piece a name.'),
  size: z.enum(['S', 'M', 'L'], { message: 'Choose a size.' }),
  note: z.string().max(10, 'At most 10 characters.'),
  rows: z.array(z.object({ value: z.string().min(1, 'Name the row.') })),
});
type Values = z.infer<typeof schema>;
const EMPTY = { name: '', size: '' as Values['size'], note: '', rows: [{ value: 'ok' }] };

/** A small form built the way the back office builds its forms. */
function Harness({ onSave, values = EMPTY }: { onSave: (v: Values) => void; values?: Values }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: values });
  const submit = form.handleSubmit(onSave);
  return (
    <Form form={form} onSubmit={submit} aria-label="Piece">
      <Field name="name" label="Name" required hint="As on the label" autoComplete="off" />
      <Field name="size" label="Size" required>
        {(control) => (
          <Select {...control} placeholder="Choose…" options={{ S: 'Small', M: 'Medium', L: 'Large' }} />
        )}
      </Field>
      <Field name="note" label="Note">
        {(control) => <Textarea {...control} />}
      </Field>
      <Field name="rows.0.value" label="Row 1" hideLabel />
      <FormActions submitLabel="Save" pending={false} pendingLabel="Saving" />
    </Form>
  );
}

describe('Form, Field, Select and Textarea', () => {
  it('binds each label to its control and sends what was typed and chosen', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { container } = render(<Harness onSave={onSave} />);
    const form = within(container).getByRole('form', { name: 'Piece' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kasavu tunic');
    const size = within(form).getByRole('combobox', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Small', 'Medium', 'Large']);
    await user.selectOptions(size, 'Medium');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Soft');
    await user.clear(within(form).getByRole('textbox', { name: 'Row 1' }));
    await user.type(within(form).getByRole('textbox', { name: 'Row 1' }), 'Fabric');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: 'Kasavu tunic',
      size: 'M',
      note: 'Soft',
      rows: [{ value: 'Fabric' }],
    });
  });

  it('shows the schema’s messages under their fields, bound to them, and moves to the first', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { container } = render(<Harness onSave={onSave} />);
    const form = within(container).getByRole('form', { name: 'Piece' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('As on the label');
    expect(name).toHaveAttribute('aria-required', 'true');

    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'far too long a note');
    await user.clear(within(form).getByRole('textbox', { name: 'Row 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the label Give the piece a name.');
    expect(name).toHaveFocus();
    const size = within(form).getByRole('combobox', { name: 'Size' });
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription('Choose a size.');
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      'At most 10 characters.',
    );
    expect(within(form).getByRole('textbox', { name: 'Row 1' })).toHaveAccessibleDescription('Name the row.');

    // Typing a valid name takes its message away.
    await user.type(name, 'Kasavu tunic');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByText('Give the piece a name.')).not.toBeInTheDocument();
  });

  it('loads values into the controls through register', () => {
    const { container } = render(
      <Harness
        onSave={vi.fn()}
        values={{ name: 'Plum cape', size: 'L', note: 'Lined', rows: [{ value: 'x' }] }}
      />,
    );
    const form = within(container).getByRole('form', { name: 'Piece' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Plum cape');
    expect(within(form).getByRole('combobox', { name: 'Size' })).toHaveValue('L');
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue('Lined');
  });
});

describe('FormActions', () => {
  it('offers Cancel and, while the request runs, a submit button that cannot be pressed again', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { container, rerender } = render(
      <FormActions submitLabel="Save" pending={false} pendingLabel="Saving" onCancel={onCancel} />,
    );
    await user.click(within(container).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(within(container).getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<FormActions submitLabel="Save" pending pendingLabel="Saving" onCancel={onCancel} />);
    expect(within(container).getByRole('button', { name: 'Saving' })).toBeDisabled();
  });
});
