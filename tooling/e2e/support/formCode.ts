/** Code that must not reach a page without a form: each is found by a string minification keeps. */
export const forbiddenOnContentPages: Record<string, RegExp> = {
  'zod (form validation)': /\bZodError\b/,
  'react-hook-form': /\bonTouched\b/,
};
