// A slide's picture is judged as a banner's is: its fields are a banner's.
export { load, type Data } from '../banner/load.ts';
