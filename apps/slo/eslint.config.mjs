import config from '@medivia/eslint-config/nextjs';

export default config;
