// Message catalogue of mf-billing (the spec's exact wording).
export const messages = {
  subscriptionsTitle: 'Stripe Management',
  pageNotFound: 'Page not found',
} as const;
