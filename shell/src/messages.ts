// Every user-visible text of the shell, written once (STYLE: one catalogue per app, the spec's exact wording).
// The remotes' texts are in their own catalogues; the shared kit's (sign-in form, session toast, remote fallback)
// in libs/ui.
import { PASSWORD_RULE_MESSAGE } from '@app/contracts';

export const messages = {
  layout: {
    brand: 'Admin Back-Office',
    account: 'Account',
    signOut: 'Sign out',
    sectionsLabel: 'Admin sections',
    loadingSections: 'Loading sections...',
  },
  signIn: {
    title: 'Sign in',
  },
  pageNotFound: 'Page not found',
  businessArea: {
    title: 'Administrator area only',
    text: 'This application is the administrator back-office. The business area for managers and employees is outside this app.',
    signOut: 'Sign out',
    modelHeading: "Your company's configuration",
    modelFeatures: 'Enabled features',
    modelNoFeatures: 'No features are enabled.',
    modelOverridden: 'set for your company',
  },
  link: {
    name: 'Notification link',
    state: { connecting: 'Connecting', connected: 'Connected', reconnecting: 'Reconnecting', closed: 'Closed' },
    reconnect: 'Reconnect',
  },
  account: {
    registerTitle: 'Create your account',
    onboardingTitle: 'Create your company',
    resetTitle: 'Choose a new password',
    missingToken: 'This link is incomplete: the token is missing. Open the link from your invitation or e-mail again.',
    checking: 'Checking your invitation...',
    invitedAs: (role: string, company: string | null) => (company ? `You are invited to join ${company} as ${role}.` : `You are invited to create your company as its ${role}.`),
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    companyName: 'Company name',
    companyDescription: 'Company description (optional)',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    passwordHint: PASSWORD_RULE_MESSAGE,
    mismatch: 'Passwords do not match',
    required: (label: string) => `${label} is required`,
    register: 'Create account',
    onboard: 'Create company',
    reset: 'Set password',
    working: 'Please wait...',
    signIn: 'Go to sign in',
    failed: 'The request failed. Please try again.',
  },
} as const;
