import { dayTimeLabel } from '../calendar.ts';
import { type RenderedEmail, renderEmail } from './templates.ts';

/**
 * The security e-mails: they go to members and staff whatever their notification choices.
 * They say when and from what device, and what to do if it was not them; never a password or a token.
 */
export interface SecurityEvent {
  at: Date;
  /** "Chrome on Android" (contracts/device.ts), never the whole user agent. */
  device: string;
  /** `${PUBLIC_ORIGIN}/forgot-password`: built from the configured origin, never a request's Host. */
  forgotPasswordUrl: string;
}

/** "28 November 2026 at 5:42 am IST": the shop's time zone, as its other messages. */
export function securityTime(at: Date): string {
  return `${dayTimeLabel(at)} IST`;
}

function notYou(event: SecurityEvent) {
  return {
    action: { label: 'Reset your password', url: event.forgotPasswordUrl },
    note: 'If this was you, there is nothing to do. If it was not, reset your password now with the button above (or at the link), and it will sign out every device. We will never ask you for your password.',
  };
}

export function passwordChangedEmail(event: SecurityEvent): RenderedEmail {
  return renderEmail({
    subject: 'Your Roslis password was changed',
    preheader: `Changed on ${securityTime(event.at)} from ${event.device}.`,
    heading: 'Your password was changed',
    paragraphs: [
      'The password of your Roslis account was just changed, and your other devices were signed out.',
      `When: ${securityTime(event.at)}`,
      `Device: ${event.device}`,
    ],
    ...notYou(event),
  });
}

export function passwordResetDoneEmail(event: SecurityEvent): RenderedEmail {
  return renderEmail({
    subject: 'Your Roslis password was reset',
    preheader: `Reset on ${securityTime(event.at)} from ${event.device}.`,
    heading: 'Your password was reset',
    paragraphs: [
      'The password of your Roslis account was reset with a link sent to this e-mail address, and every device was signed out.',
      `When: ${securityTime(event.at)}`,
      `Device: ${event.device}`,
    ],
    ...notYou(event),
  });
}

export function newSignInEmail(event: SecurityEvent): RenderedEmail {
  return renderEmail({
    subject: 'New sign-in to your Roslis account',
    preheader: `A sign-in from ${event.device} on ${securityTime(event.at)}.`,
    heading: 'A new sign-in to your account',
    paragraphs: [
      'Your Roslis account was just signed in to from a device or browser we have not seen before.',
      `When: ${securityTime(event.at)}`,
      `Device: ${event.device}`,
    ],
    ...notYou(event),
  });
}

export function signInAttemptsEmail(event: SecurityEvent): RenderedEmail {
  return renderEmail({
    subject: 'Many wrong passwords were tried on your Roslis account',
    preheader: `Sign-ins to your account are slowed down since ${securityTime(event.at)}.`,
    heading: 'Someone is trying passwords on your account',
    paragraphs: [
      'Many wrong passwords were tried for your Roslis account within the hour, so sign-ins to it from new devices are now slowed down. Your own browser still signs in as usual.',
      `Since: ${securityTime(event.at)}`,
    ],
    action: { label: 'Reset your password', url: event.forgotPasswordUrl },
    note: 'If this was you, wait a little and try again, or reset your password with the button above. If it was not, your password kept them out; choosing a new, longer one makes guessing hopeless.',
  });
}

/** The same notices as one short text, for an account with a phone and no e-mail. */
export function securityText(
  kind: 'changed' | 'reset' | 'sign-in' | 'attempts',
  event: SecurityEvent,
): string {
  const what = {
    changed: 'Your Roslis password was changed',
    reset: 'Your Roslis password was reset',
    'sign-in': 'New sign-in to your Roslis account',
    attempts: 'Many wrong passwords were tried on your Roslis account',
  }[kind];
  return `${what} (${event.device}, ${securityTime(event.at)}). Not you? Reset your password: ${event.forgotPasswordUrl}`;
}
