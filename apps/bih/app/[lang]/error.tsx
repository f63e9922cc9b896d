'use client';

export { ErrorBoundaryPage as default } from '@medivia/site-core/client';
