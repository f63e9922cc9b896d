import { site } from '../../../src/site';

export const POST = site.handlers.sendMail;
