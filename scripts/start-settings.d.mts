export declare function serverProcessCount(env: NodeJS.ProcessEnv, cores: number): { count: number; warning?: string }
export declare function serverActionsKey(env: NodeJS.ProcessEnv, root: string): string
