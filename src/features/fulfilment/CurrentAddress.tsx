/** The address the store delivers to, with Change address to look for another. */
export function CurrentAddress({ address, onChange }: { address: string; onChange: () => void }) {
  return (
    <div className="address-current">
      <p>
        <span className="address-current__label">Delivering to</span>{' '}
        <span className="address-current__text">{address}</span>
      </p>
      <button type="button" className="button" onClick={onChange}>
        Change address
      </button>
    </div>
  );
}
