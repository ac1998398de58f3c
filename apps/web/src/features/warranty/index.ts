export { useSerialWarranties, WarrantyLine } from './warranty-line';
