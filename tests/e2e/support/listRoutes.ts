/** Every list route of the app, in menu order (the browser tests that walk all lists share it). */
export const LIST_ROUTES = [
  'cards',
  'banks',
  'networks',
  'categories',
  'reviews',
  'inquiries',
  'chats',
  'cookies',
  'news',
  'blog',
];
