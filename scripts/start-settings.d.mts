export declare function serverProcessCount(
  env: Record<string, string | undefined>,
  cores: number,
): { count: number; warning?: string }
export declare function serverActionsKey(env: Record<string, string | undefined>, root: string): string
export declare const DEFAULT_SEMI_SPACE_MB: number
export declare function serverNodeOptions(
  nodeOptions: string,
  env: Record<string, string | undefined>,
): { nodeOptions: string; warning?: string }
