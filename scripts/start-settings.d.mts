export declare function serverProcessCount(
  env: Record<string, string | undefined>,
  cores: number,
): { count: number; warning?: string }
export declare function serverActionsKey(env: Record<string, string | undefined>, root: string): string
