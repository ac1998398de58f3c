const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,456.00: Indian digit grouping, as everywhere a person reads an amount. */
export const formatRupees = (n: number) => `₹${rupees.format(n)}`;
