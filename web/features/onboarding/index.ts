/** What other parts of the app use from onboarding: the register side of the auth screen. */
export { RegisterForm } from './components/RegisterForm';
