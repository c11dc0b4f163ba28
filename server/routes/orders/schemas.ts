/**
 * The tracking answer's shape. Written out field by field: the serializer sends only what is
 * listed, so no name, street, phone or email of the order can leave through this call.
 */
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;

const strings = (...names: string[]) => Object.fromEntries(names.map((name) => [name, str]));

export const trackedOrderSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      properties: {
        ...strings(
          'increment_id',
          'status',
          'status_label',
          'created_at',
          'formatted_subtotal',
          'formatted_shipping_handling',
          'formatted_discount_amount',
          'formatted_grand_total',
          'formatted_total_paid',
          'formatted_total_refunded',
          'formatted_total_due',
          'shipping_method',
          'payment_method',
          'district',
          'thana',
          'district_label',
          'thana_label',
        ),
        discount_amount: num,
        grand_total: num,
        status_history: { type: 'array', items: { type: 'object', properties: strings('status', 'at') } },
        parcel_steps: { type: 'array', items: { type: 'object', properties: strings('step', 'at') } },
        returns: {
          type: 'array',
          items: { type: 'object', properties: { ...strings('status', 'created_at'), items: { type: 'integer' } } },
        },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { ...strings('name', 'formatted_price', 'formatted_total'), qty_ordered: { type: 'integer' } },
          },
        },
      },
    },
  },
} as const;
