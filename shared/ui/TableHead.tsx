/**
 * The column names of a data table. On a phone each cell shows its column's name from its
 * data-label, so rows give the same names.
 *   <TableHead columns={['Product', 'Unit Price', 'Quantity']} />
 */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
