/** Entry for the apps' client route files (error boundaries), which cannot import the server-side site. */
export { ErrorBoundaryPage, ErrorPage } from './layout/ErrorPage';
