/** A select's options whose value is also their text. */
export function Options({ values }: { values: readonly (string | number)[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
