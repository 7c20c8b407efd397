// The warehouse's date for a page that shows stock: the build's date while prerendered and hydrating (so the first
// render matches the HTML), then the date in the browser, so a hold that has ended since the build shows as ended.
import React from 'react';
import { warehouseDate } from '../../usa/lots';

export function useWarehouseDate(buildDate: string): string {
  const [date, setDate] = React.useState(buildDate);
  React.useEffect(() => setDate(warehouseDate(new Date())), []);
  return date;
}
