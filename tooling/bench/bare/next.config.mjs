// Defaults only, except the header that no production site should send.
export default { poweredByHeader: false };
