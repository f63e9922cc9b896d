import config from '@medivia/eslint-config/react';

export default config;
