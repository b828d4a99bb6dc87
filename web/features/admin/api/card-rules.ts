import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardRulesBody, CardRuleView } from '#contracts/card-rules';
import { apiJson } from '../../../lib/api-client';

export const CARD_RULES_PATH = '/api/admin/card-rules';

/** The card's figures (admins only): label, unit, value in force, default, last change. */
export const cardRulesQueryOptions = () =>
  queryOptions({
    queryKey: [CARD_RULES_PATH] as const,
    queryFn: ({ signal }) => apiJson<CardRuleView[]>('GET', CARD_RULES_PATH, undefined, { signal }),
  });

export function useCardRules() {
  return useQuery(cardRulesQueryOptions());
}

export function useSaveCardRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CardRulesBody) => apiJson<CardRuleView[]>('PUT', CARD_RULES_PATH, body),
    onSuccess: (rows) => client.setQueryData(cardRulesQueryOptions().queryKey, rows),
  });
}
