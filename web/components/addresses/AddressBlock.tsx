import type { AddressSnapshot } from '#contracts/addresses';

export function AddressBlock({ address, className }: { address: AddressSnapshot; className?: string }) {
  return (
    <address className={`grid gap-0.5 text-sm not-italic leading-relaxed ${className ?? ''}`}>
      <span className="font-medium">{address.name}</span>
      <span>{address.line1}</span>
      {address.line2 ? <span>{address.line2}</span> : null}
      <span>
        {address.city}, {address.state} {address.postalCode}
      </span>
      <span className="text-muted">+91 {address.phone}</span>
    </address>
  );
}
