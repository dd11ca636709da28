export declare function ipcAvailable(): boolean
