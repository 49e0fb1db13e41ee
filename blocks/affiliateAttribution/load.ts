// The join form shows the programme's terms, as the settings block does.
export { load, type Data } from '../affiliateSettings/load.ts';
