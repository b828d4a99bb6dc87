import * as DialogPrimitive from '@radix-ui/react-dialog';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Sheet, SheetContent, SheetTrigger } from './Sheet';

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const c of containers.splice(0)) c.remove();
});

/** The commits React makes while mounting `tree` as the app's first render is committed (in one go). */
function commitsOnMount(tree: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const phases: string[] = [];
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
        {tree}
      </Profiler>,
    ),
  );
  act(() => root.unmount());
  return phases;
}

const panel = (
  <SheetContent title="Menu" description="The shop's pages">
    <p>Inside the menu</p>
  </SheetContent>
);

describe('Sheet', () => {
  it('mounts a closed sheet in one commit: nothing of its panel is drawn before its first opening', () => {
    expect(commitsOnMount(<Sheet open={false}>{panel}</Sheet>)).toEqual(['mount']);
  });

  it('is what a bare closed Radix dialog is not: that one commits again inside the first commit', () => {
    const bare = (
      <DialogPrimitive.Root open={false}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Content aria-describedby={undefined}>
            <DialogPrimitive.Title>Menu</DialogPrimitive.Title>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
    expect(commitsOnMount(bare)).toEqual(['mount', 'nested-update']);
  });

  it('opens, closes and opens again as its owner says', () => {
    const { rerender } = render(<Sheet open={false}>{panel}</Sheet>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Sheet open>{panel}</Sheet>);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveTextContent('Inside the menu');
    rerender(<Sheet open={false}>{panel}</Sheet>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Sheet open>{panel}</Sheet>);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens through its own trigger when nothing controls it', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Open the filters</SheetTrigger>
        <SheetContent title="Filters" description="Narrow the list">
          <p>Sizes</p>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Open the filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveTextContent('Sizes');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
