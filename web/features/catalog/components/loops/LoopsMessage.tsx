import type { ReactNode } from 'react';

/** A centred message on the dark viewer: the empty state and the error state. */
export function LoopsMessage({
  title,
  body,
  icon,
  actions,
  alert = false,
}: {
  title: string;
  body?: ReactNode;
  icon?: ReactNode;
  actions: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className="absolute inset-0 grid place-items-center bg-[radial-gradient(60%_50%_at_50%_40%,rgba(201,166,107,0.14),transparent_70%)] px-12 md:px-24">
      <div
        role={alert ? 'alert' : undefined}
        className="grid max-w-md justify-items-center gap-5 text-center"
      >
        {icon ? (
          <span className="grid size-14 place-items-center rounded-full border border-[#c9a66b]/40 text-[#d9bd8c] [&_svg]:size-6">
            {icon}
          </span>
        ) : null}
        <h2 className="text-3xl text-white md:text-4xl">{title}</h2>
        {body ? <div className="text-sm leading-relaxed text-white/65">{body}</div> : null}
        <div className="mt-2 grid w-full gap-3 sm:flex sm:w-auto sm:justify-center">{actions}</div>
      </div>
    </div>
  );
}
