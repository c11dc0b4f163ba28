/** A simulated courier's parcels, by its id and by the merchant's reference (the shop's order number). */
export class ParcelBook<P extends { status: string }> {
  private readonly byId = new Map<string, P>();
  private readonly byReference = new Map<string, string>();
  private next = 1;

  /** The next parcel's number, from which each simulator makes ids like its courier's own. */
  nextNumber(): number {
    return this.next++;
  }

  add(id: string, reference: string, parcel: P): void {
    this.byId.set(id, parcel);
    this.byReference.set(reference, id);
  }

  get(id: string): P | undefined {
    return this.byId.get(id);
  }

  byMerchantReference(reference: string): P | undefined {
    const id = this.byReference.get(reference);
    return id === undefined ? undefined : this.byId.get(id);
  }
}
