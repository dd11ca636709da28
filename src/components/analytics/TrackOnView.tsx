'use client'

import { useEffect } from 'react'
import type { OperateType } from '@/domain/analytics/operate-types'
import { track } from './channel'

/** Records one action when the page that renders it is shown (product viewed, search made, toolbox used). */
export function TrackOnView({ operateType, operateTypeId = '' }: { operateType: OperateType; operateTypeId?: string }) {
  useEffect(() => {
    track(operateType, operateTypeId)
  }, [operateType, operateTypeId])
  return null
}
