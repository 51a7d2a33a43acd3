/** The context path every backend address ends in (API.md "Base address and conventions"). */
export const API_BASE_PATH = '/car-rental/api'
