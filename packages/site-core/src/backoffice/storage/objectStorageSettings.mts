// The settings live with the server's transports, where the report store (CVs) reads them too.
export * from '../../server/objectStorageSettings';
