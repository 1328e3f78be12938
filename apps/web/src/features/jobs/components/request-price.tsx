import { REQUEST_PAYMENT_NOTE, type RequestQuote } from '@homekeep/contracts/job-prices';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useGetRequestQuoteQuery } from '../api/maintenance-requests-api';
import { formatMoney } from '@/lib/money';

function Price({ quote }: { quote: RequestQuote }) {
  const discounted = quote.priceCents < quote.listPriceCents;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="baseline">
        <Text
          fw={800}
          fz="xl"
          aria-label={`You pay ${formatMoney(quote.priceCents, quote.currency)}`}
        >
          {formatMoney(quote.priceCents, quote.currency)}
        </Text>
        {discounted && (
          <Text
            td="line-through"
            c="dimmed"
            aria-label={`List price ${formatMoney(quote.listPriceCents, quote.currency)}`}
          >
            {formatMoney(quote.listPriceCents, quote.currency)}
          </Text>
        )}
      </Group>
      {discounted ? (
        <Text size="sm">
          {quote.discountPercent}% off with this property&apos;s {quote.planName} plan.
        </Text>
      ) : (
        <Text size="sm">
          List price. With a maintenance plan for this property, on-demand services cost less.
        </Text>
      )}
    </Stack>
  );
}

/** What the resident will pay for the chosen service at the chosen property. */
export function RequestPrice({
  propertyId,
  serviceId,
}: {
  propertyId: string;
  serviceId: string | null;
}) {
  const { data, isFetching, isError } = useGetRequestQuoteQuery(
    { propertyId, serviceId: serviceId ?? '' },
    { skip: !propertyId || !serviceId },
  );
  if (!serviceId) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Price" component="section">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Price
        </Text>
        {isFetching && !data ? <Skeleton height={28} width={120} /> : null}
        {data && <Price quote={data} />}
        {isError && !data && <Text size="sm">The price could not be loaded.</Text>}
        <Text size="sm" c="dimmed">
          {REQUEST_PAYMENT_NOTE}
        </Text>
      </Stack>
    </Paper>
  );
}
