import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from './api';
import { DEFAULT_BRAND_TITLE, DEFAULT_PARTNER_LABEL } from './constants';
import { PUBLIC_QUERY_ROOT } from './query-client';

/** Served by the server from BRAND_TITLE and PARTNER_LABEL; readable without a token. */
export type AppConfig = GetAnswer<'/config.json'>;

export const defaultAppConfig: AppConfig = {
  brandTitle: DEFAULT_BRAND_TITLE,
  partnerLabel: DEFAULT_PARTNER_LABEL,
};

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export async function fetchAppConfig(): Promise<AppConfig> {
  const raw: Partial<AppConfig> | undefined = await api.get('/config.json', { auth: false });
  const body = typeof raw === 'object' && raw !== null ? raw : {};
  return {
    brandTitle: textOr(body.brandTitle, DEFAULT_BRAND_TITLE),
    partnerLabel: textOr(body.partnerLabel, DEFAULT_PARTNER_LABEL),
  };
}

export const appConfigQuery = queryOptions({
  queryKey: [PUBLIC_QUERY_ROOT, 'app-config'] as const,
  queryFn: fetchAppConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The configuration, or the defaults while it loads or when it cannot be read. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQuery);
  return data ?? defaultAppConfig;
}

export function useBrandTitle(): string {
  return useAppConfig().brandTitle;
}
