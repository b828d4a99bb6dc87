import { SectionHeading } from '../../../components/SectionHeading';

const STEPS = [
  {
    title: 'Apply with your Fashion Advisor’s code',
    text: 'Every membership begins with a personal Fashion Advisor. Enter their code when you apply, and they will guide you from the first fitting onwards.',
  },
  {
    title: 'Pay the one-time joining fee',
    text: 'Choose the Premium or Gold card and pay a single joining fee. No monthly bills to start, and no hidden charges.',
  },
  {
    title: 'Get approved and shop members-only designs',
    text: 'Our team reviews each application personally. Once approved, your card opens the members-only Studio and Limited Edition.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="how-it-works"
          eyebrow="How It Works"
          title="Three steps to the club"
          lede="Entry is selective and considered, so every member receives the attention she deserves."
          center
        />
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, i) => (
            <li
              key={step.title}
              className="relative grid content-start gap-4 border-t border-border pt-8 md:pr-6"
            >
              <span className="font-display text-6xl font-medium leading-none text-gold" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="font-display text-2xl leading-snug md:text-[1.7rem]">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="text-sm leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
