import { describe, expect, it } from 'vitest';
import { toWorkItemPatch } from './azureDevOps';
import { toAdf } from './jira';

describe('issue bodies', () => {
  it('turns blank-line paragraphs and line breaks into ADF, text never read as markup', () => {
    expect(toAdf({ title: 'T', description: 'a\r\nb\n\n\n  \n<i>c</i>' })).toEqual({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '<i>c</i>' }] },
      ],
    });
  });

  it('escapes HTML for Azure DevOps and picks the text field by work item type', () => {
    const draft = { title: 'T', description: `<script>"x" & 'y'</script>`, reportId: 'rep_<1>' };
    expect(toWorkItemPatch(draft, 'Task')).toEqual([
      { op: 'add', path: '/fields/System.Title', value: 'T' },
      { op: 'add', path: '/fields/System.Description', value: '<p>&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;</p><p>Curbcut report: rep_&lt;1&gt;</p>' },
    ]);
    expect(toWorkItemPatch(draft, 'Bug')[1]?.path).toBe('/fields/Microsoft.VSTS.TCM.ReproSteps');
  });
});
