import pact from '../../contracts/pacts/car-rental-web-car-rental-api.json' with { type: 'json' }
import { type Checker, contractChecker, type PactFile } from './contract-check'

/** The checker over the committed pact, a module of its own so that the browser loads the pact only when asked for. */
export const pactChecker: Checker = contractChecker(pact as unknown as PactFile)
