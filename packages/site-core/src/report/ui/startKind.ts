/** The radio group's name, and so the query parameter of the start form sent before hydration. */
export const startKindParam = 'report-kind';
