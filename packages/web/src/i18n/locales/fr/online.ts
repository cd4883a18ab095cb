export const online = {};
