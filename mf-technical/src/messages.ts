// Message catalogue of mf-technical (the spec's exact wording).
export const messages = {
  technicalStatusTitle: 'Technical Status',
  pageNotFound: 'Page not found',
} as const;
