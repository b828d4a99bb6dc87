/**
 * The production trial's fixed facts, shared by its launcher (production-server.ts) and its journey
 * (trial.prod.ts): where the shop listens, where the mail catcher writes, who the first admin is.
 */
export const TRIAL_PORT = Number(process.env.TRIAL_PORT ?? 5195);
export const TRIAL_SMTP_PORT = TRIAL_PORT + 1000;
export const TRIAL_ORIGIN = `http://127.0.0.1:${TRIAL_PORT}`;
export const TRIAL_MAIL_FILE = `.trial-mail-${TRIAL_PORT}.jsonl`;
export const FIRST_ADMIN = { email: 'owner@roslis.example', password: 'Kasavu#Owner2026' };
