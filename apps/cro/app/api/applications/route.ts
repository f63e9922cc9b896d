import { site } from '../../../src/site';

// POST /api/applications: a job application with its CV (multipart/form-data).
export const POST = site.handlers.applications;
export const runtime = 'nodejs';
