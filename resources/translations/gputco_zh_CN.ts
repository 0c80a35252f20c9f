<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gputco::AtomicFile</name>
    <message>
        <source>no file name</source>
        <translation>没有文件名</translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation>是一个文件夹</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket); choose a file name</source>
        <translation>不是普通文件（设备、管道或套接字）；请选择一个文件名</translation>
    </message>
    <message>
        <source>the file is read-only; make it writable or choose another name</source>
        <translation>文件为只读；请使其可写或另选文件名</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1: %2</source>
        <translation>无法在%1中创建临时文件：%2</translation>
    </message>
</context>
<context>
    <name>gputco::BillReader</name>
    <message>
        <source>column appears twice</source>
        <translation>列重复出现</translation>
    </message>
    <message>
        <source>%1: not a FOCUS column: not read</source>
        <translation>%1：不是 FOCUS 列：不读取</translation>
    </message>
    <message>
        <source>%1: not a FOCUS column (names are case-sensitive; %2?): not read</source>
        <translation>%1：不是 FOCUS 列（列名区分大小写；是否应为 %2？）：不读取</translation>
    </message>
    <message>
        <source>not a FOCUS bill: the header has none of BilledCost, EffectiveCost, ChargeCategory, ChargePeriodStart</source>
        <translation>不是 FOCUS 账单：表头中没有 BilledCost、EffectiveCost、ChargeCategory、ChargePeriodStart 中的任何一列</translation>
    </message>
    <message>
        <source>required FOCUS column is missing</source>
        <translation>缺少必需的 FOCUS 列</translation>
    </message>
    <message>
        <source>required FOCUS column is missing (give --currency C if the whole file is in one currency)</source>
        <translation>缺少必需的 FOCUS 列（如果整个文件使用同一种货币，请指定 --currency C）</translation>
    </message>
    <message>
        <source>required FOCUS column is missing (give --provider P if the whole file is from one provider)</source>
        <translation>缺少必需的 FOCUS 列（如果整个文件来自同一个云厂商，请指定 --provider P）</translation>
    </message>
    <message>
        <source>mandatory FOCUS columns missing, not needed to check the bill: %1</source>
        <translation>缺少 FOCUS 规定的必备列（检查账单时不需要）：%1</translation>
    </message>
    <message>
        <source>and %1 more problems not listed</source>
        <translation>另有 %1 个问题未列出</translation>
    </message>
    <message>
        <source>a Parquet file: export the bill as CSV</source>
        <translation>这是 Parquet 文件：请将账单导出为 CSV</translation>
    </message>
    <message>
        <source>gzip-compressed: unpack it first</source>
        <translation>这是 gzip 压缩文件：请先解压</translation>
    </message>
    <message>
        <source>a zip archive: unpack it first</source>
        <translation>这是 zip 压缩包：请先解压</translation>
    </message>
    <message>
        <source>is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8</source>
        <translation>是 UTF-16 编码（以 UTF-16 字节顺序标记开头）：请另存为 UTF-8</translation>
    </message>
    <message>
        <source>looks like UTF-16 without a byte-order mark: save it as UTF-8</source>
        <translation>看起来是没有字节顺序标记的 UTF-16：请另存为 UTF-8</translation>
    </message>
    <message>
        <source>required value is empty (FOCUS: %1 MUST NOT be null)</source>
        <translation>必填值为空（FOCUS：%1 不得为 null）</translation>
    </message>
    <message>
        <source>'%1' is not a number (FOCUS numbers have no currency symbol or thousands separator)</source>
        <translation>'%1' 不是数字（FOCUS 数字不带货币符号或千位分隔符）</translation>
    </message>
    <message>
        <source>'%1' is not a number (FOCUS numbers have no plus sign)</source>
        <translation>'%1' 不是数字（FOCUS 数字不带加号）</translation>
    </message>
    <message>
        <source>'%1' is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>'%1' is not a finite number</source>
        <translation>'%1' 不是有限数值</translation>
    </message>
    <message>
        <source>%1 is implausibly large (more than %2)</source>
        <translation>%1 大得不合理（超过 %2）</translation>
    </message>
    <message>
        <source>'%1' is not a date-time YYYY-MM-DDTHH:mm:ssZ (UTC)</source>
        <translation>'%1' 不是 YYYY-MM-DDTHH:mm:ssZ 格式的日期时间（UTC）</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>'%1' 不是 %2 之一</translation>
    </message>
    <message>
        <source>repeats row %1 exactly (a copied export counts twice; give --allow-duplicate-rows if the bill really has both)</source>
        <translation>与第 %1 行完全相同（复制的导出会被重复计算；如果账单确实包含这两行，请指定 --allow-duplicate-rows）</translation>
    </message>
    <message>
        <source>row %1, column ServiceCategory: '%2' is not a FOCUS service category: taken as Other</source>
        <translation>第 %1 行，ServiceCategory 列：'%2' 不是 FOCUS 服务类别：按 Other 处理</translation>
    </message>
    <message>
        <source>'%1' is not an ISO 4217 currency code (e.g. CNY, USD)</source>
        <translation>'%1' 不是 ISO 4217 货币代码（例如 CNY、USD）</translation>
    </message>
    <message>
        <source>'%1', but --currency says %2</source>
        <translation>为 '%1'，但 --currency 指定的是 %2</translation>
    </message>
    <message>
        <source>Tags is not a JSON object of keys and scalar values</source>
        <translation>Tags 不是由键和标量值组成的 JSON 对象</translation>
    </message>
    <message>
        <source>required value is empty (FOCUS: CommitmentDiscountStatus MUST NOT be null on a Usage row with a CommitmentDiscountId)</source>
        <translation>必填值为空（FOCUS：带 CommitmentDiscountId 的 Usage 行的 CommitmentDiscountStatus 不得为 null）</translation>
    </message>
    <message>
        <source>ChargePeriodEnd %1 is before ChargePeriodStart %2</source>
        <translation>ChargePeriodEnd %1 早于 ChargePeriodStart %2</translation>
    </message>
    <message>
        <source>BillingPeriodEnd %1 is before BillingPeriodStart %2</source>
        <translation>BillingPeriodEnd %1 早于 BillingPeriodStart %2</translation>
    </message>
    <message>
        <source>cannot read the file: it is a folder</source>
        <translation>无法读取文件：这是一个文件夹</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>line is not valid UTF-8</source>
        <translation>该行不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>row has %1 fields, the header has %2 (truncated file?)</source>
        <translation>该行有 %1 个字段，而表头有 %2 个（文件是否被截断？）</translation>
    </message>
    <message>
        <source>quoted field is not closed before the end of the file (truncated file?)</source>
        <translation>带引号的字段在文件结尾前未闭合（文件是否被截断？）</translation>
    </message>
    <message>
        <source>this row is longer than %1 MiB (a bill row is a few kilobytes): not a bill, or a cell far too long; the file was not read further</source>
        <translation>该行超过 %1 MiB（账单的一行只有几 KB）：不是账单，或某个单元格过长；未继续读取该文件</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file has a header and no bill rows</source>
        <translation>文件只有表头，没有账单行</translation>
    </message>
</context>
<context>
    <name>gputco::BudgetAnalysis</name>
    <message>
        <source>budget.fiscalYears[%1].year: %2 is outside the horizon (%3 to %4)</source>
        <translation>budget.fiscalYears[%1].year：%2 不在规划周期内（%3 至 %4）</translation>
    </message>
    <message>
        <source>budget.fiscalYears[%1].year: %2 is listed twice</source>
        <translation>budget.fiscalYears[%1].year：%2 列出了两次</translation>
    </message>
    <message>
        <source>budget: no exchange rate from %1 to %2</source>
        <translation>预算：没有从 %1 到 %2 的汇率</translation>
    </message>
</context>
<context>
    <name>gputco::BudgetView</name>
    <message>
        <source>This scenario has no budget. Add a "budget" block to the scenario file (a budget per fiscal year, every year or for the whole horizon, optionally split into capex and opex; see docs/scenario-format.md) and this tab shows the spend of every option per fiscal year against it, where it first goes over, and what the budget buys.</source>
        <translation>此方案没有预算。在方案文件中加入 "budget" 块（按财年、每年相同或整个期间的预算，可分为资本性支出和费用性支出；见 docs/scenario-format.md），此页即显示各方案每个财年的支出与预算的对比、首次超支的月份，以及预算能买到多少。</translation>
    </message>
    <message>
        <source>Spend per fiscal year (cash view)</source>
        <translation>各财年支出（现金视图）</translation>
    </message>
    <message>
        <source>What the budget buys</source>
        <translation>预算能买到多少</translation>
    </message>
    <message>
        <source>Budget for the whole horizon (%1 months): capex %2, opex %3. The bars show the spend per fiscal year; there is no budget per year.</source>
        <translation>整个期间（%1 个月）的预算：资本性支出 %2，费用性支出 %3。柱形为各财年支出；没有按年的预算。</translation>
    </message>
    <message>
        <source>Budget for the whole horizon (%1 months): %2. The bars show the spend per fiscal year; there is no budget per year.</source>
        <translation>整个期间（%1 个月）的预算：%2。柱形为各财年支出；没有按年的预算。</translation>
    </message>
    <message>
        <source>Budget per fiscal year, capex and opex separately; checked on the cash view.</source>
        <translation>按财年预算，资本性支出与费用性支出分别核对；按现金视图检查。</translation>
    </message>
    <message>
        <source>Budget per fiscal year; checked on the cash view.</source>
        <translation>按财年预算；按现金视图检查。</translation>
    </message>
    <message>
        <source>What-if: the budget at %1% of the scenario's.</source>
        <translation>假设分析：预算为方案预算的 %1%。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>%1 (opex)</source>
        <translation>%1（费用性支出）</translation>
    </message>
    <message>
        <source>%1, %2
Spend %3 (capex %4, opex %5)</source>
        <translation>%1，%2
支出 %3（资本性支出 %4，费用性支出 %5）</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>资本性支出预算</translation>
    </message>
    <message>
        <source>Opex budget</source>
        <translation>费用性支出预算</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Spend per fiscal year against the budget (dark: capex, light: opex)</source>
        <translation>各财年支出与预算（深色：资本性支出，浅色：费用性支出）</translation>
    </message>
    <message>
        <source>Spend per fiscal year against the budget (dark: capex, light: opex, stacked)</source>
        <translation>各财年支出与预算（深色：资本性支出，浅色：费用性支出，堆叠）</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>财年</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本性支出</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>费用性支出</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Capex headroom</source>
        <translation>资本性支出余量</translation>
    </message>
    <message>
        <source>Opex headroom</source>
        <translation>费用性支出余量</translation>
    </message>
    <message>
        <source>First month over</source>
        <translation>首次超支月份</translation>
    </message>
    <message>
        <source>First month in which the fiscal year's spend to date passes its budget.</source>
        <translation>该财年累计支出首次超过其预算的月份。</translation>
    </message>
    <message>
        <source>Whole horizon</source>
        <translation>整个期间</translation>
    </message>
    <message>
        <source>Fits budget</source>
        <translation>预算内</translation>
    </message>
    <message>
        <source>GPUs it buys</source>
        <translation>可买 GPU 数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Longest horizon (months)</source>
        <translation>最长期限（月）</translation>
    </message>
    <message>
        <source>The most GPUs (year 1, %1 demanded) whose costs fit every budget period, the option sized to them.</source>
        <translation>成本在每个预算期内都不超支的最多 GPU 数（第 1 年，需求 %1 张），方案按此规模配置。</translation>
    </message>
    <message>
        <source>The longest horizon that fits, up to the %1 months the budget covers.</source>
        <translation>不超支的最长期限，最多为预算覆盖的 %1 个月。</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Over budget from %1</source>
        <translation>超出预算（%1起）</translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>The budget cannot be checked: %1</source>
        <translation>无法检查预算：%1</translation>
    </message>
    <message>
        <source>The scenario has a budget but no option to check against it.</source>
        <translation>方案有预算，但没有可与之对照的方案选项。</translation>
    </message>
</context>
<context>
    <name>gputco::BudgetWriter</name>
    <message>
        <source>capex %1 and opex %2 %3</source>
        <translation>资本性支出 %1、费用性支出 %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Budget: %1 every fiscal year</source>
        <translation>预算：每个财年 %1</translation>
    </message>
    <message>
        <source> (short fiscal years prorated by months)</source>
        <translation>（不足一年的财年按月数折算）</translation>
    </message>
    <message>
        <source>Budget: %1 for the whole horizon</source>
        <translation>预算：整个规划期 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Budget per fiscal year: %1</source>
        <translation>分财年预算：%1</translation>
    </message>
    <message>
        <source>, converted at %1 %2 per %3</source>
        <translation>，按 1 %3 = %1 %2 折算</translation>
    </message>
    <message>
        <source>Reserved upfront payments count as capex.</source>
        <translation>包年包月预付款计入资本性支出。</translation>
    </message>
    <message>
        <source>Reserved upfront payments count as opex.</source>
        <translation>包年包月预付款计入费用性支出。</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>over budget from %1 (most in %2: %3)</source>
        <translation>自 %1 起超出预算（%2 超出最多：%3）</translation>
    </message>
    <message>
        <source>over budget from %1 (horizon: %2)</source>
        <translation>自 %1 起超出预算（规划期：%2）</translation>
    </message>
    <message>
        <source>Scenario: %1
</source>
        <translation>场景：%1
</translation>
    </message>
    <message>
        <source>Spend on the cash view, amounts in %1.

</source>
        <translation>支出按现金视图计算，金额单位 %1。

</translation>
    </message>
    <message>
        <source>&gt;= %1</source>
        <translation>≥ %1</translation>
    </message>
    <message numerus="yes">
        <source> (%n server(s))</source>
        <translation>
            <numerusform>（%n 台服务器）</numerusform>
        </translation>
    </message>
    <message>
        <source>Fit
</source>
        <translation>预算符合情况
</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>GPUs it buys</source>
        <translation>可买到的 GPU</translation>
    </message>
    <message>
        <source>Longest horizon (months)</source>
        <translation>最长规划期（月）</translation>
    </message>
    <message>
        <source>Recommended: none (no option serves all demand within the budget)
</source>
        <translation>推荐：无（没有选项能在预算内满足全部需求）
</translation>
    </message>
    <message>
        <source>Cheaper but over budget: %1, %2
</source>
        <translation>更便宜但超出预算：%1，%2
</translation>
    </message>
    <message>
        <source>Per fiscal year (%1)
</source>
        <translation>按财年（%1）
</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>财年</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本性支出</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>费用性支出</translation>
    </message>
    <message>
        <source>Budget capex + opex</source>
        <translation>预算 资本性 + 费用性</translation>
    </message>
    <message>
        <source>Headroom capex / opex</source>
        <translation>余量 资本性 / 费用性</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>First overrun</source>
        <translation>首次超支</translation>
    </message>
    <message>
        <source>Training job "%1" (expected cost spread over the months it runs, against the total budget)
</source>
        <translation>训练任务“%1”（期望成本按运行月份分摊，对比总预算）
</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未计价</translation>
    </message>
    <message>
        <source>over budget from %1</source>
        <translation>自 %1 起超出预算</translation>
    </message>
    <message>
        <source> (runs past the budgeted months)</source>
        <translation>（运行超出有预算的月份）</translation>
    </message>
    <message>
        <source>not limited by the budget</source>
        <translation>不受预算限制</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 h</source>
        <translation>%1 张 GPU，%2 小时</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>As planned</source>
        <translation>按计划</translation>
    </message>
    <message>
        <source>Earliest finish inside the budget</source>
        <translation>预算内最早完成</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Joins the budget as given and its capex convention: "Budget: ... every fiscal year. Reserved ..."</extracomment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1 Source: %2.</source>
        <translation>%1来源：%2。</translation>
    </message>
    <message>
        <source>Recommended: %1 (lowest PV of cost among options that serve all demand within the budget)
</source>
        <translation>推荐：%1（在预算内能满足全部需求的选项中成本现值最低）
</translation>
    </message>
    <message>
        <source>Capex counts as it is paid (down payments and repayments).</source>
        <translation>资本支出按实际支付计入（首付款和还款）。</translation>
    </message>
    <message>
        <source>Servers count as capex in full when delivered, whatever the financing.</source>
        <translation>服务器在交付时按全价计入资本支出，与融资方式无关。</translation>
    </message>
    <message>
        <source>Servers count as capex in full when ordered, whatever the financing.</source>
        <translation>服务器在下单时按全价计入资本支出，与融资方式无关。</translation>
    </message>
    <message>
        <source>The budget includes VAT (含税): the spend is compared with its VAT.</source>
        <translation>预算为含税金额：支出含增值税后比较。</translation>
    </message>
    <message>
        <source>The budget excludes VAT: the spend is compared without it.</source>
        <translation>预算为不含税金额：支出不含增值税比较。</translation>
    </message>
    <message numerus="yes">
        <source>Servers count as capex in full when accepted (验收), %n month(s) after delivery, whatever the financing.</source>
        <translation>
            <numerusform>服务器在验收时（到货后 %n 个月）全额计入资本支出，与融资方式无关。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::Calendars</name>
    <message>
        <source>{yyyy}-{mm}</source>
        <extracomment>Calendar month on axes and in tables; {yyyy} = year, {mm} = month with leading zero, {m} = month</extracomment>
        <translation>{yyyy}年{m}月</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>FY%1</source>
        <translation>%1财年</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
</context>
<context>
    <name>gputco::CatalogCli</name>
    <message>
        <source>option %1 needs a value</source>
        <translation>选项 %1 需要一个值</translation>
    </message>
    <message>
        <source>%1 (unknown model)</source>
        <translation>%1（未知型号）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>PROVIDER</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>INSTANCE</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUS</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>可用区</translation>
    </message>
    <message>
        <source>PRICING</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>PRICE</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>CURRENCY</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>AS OF</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>--format must be table, json or csv, not '%1'</source>
        <translation>--format 必须为 table、json 或 csv，而不是 '%1'</translation>
    </message>
    <message>
        <source>--pricing must be on_demand, reserved or spot, not '%1'</source>
        <translation>--pricing 必须为 on_demand、reserved 或 spot，而不是 '%1'</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>意外的参数 '%1'</translation>
    </message>
    <message>
        <source>catalog import needs exactly one FILE</source>
        <translation>catalog import 需要且只需要一个 FILE</translation>
    </message>
    <message>
        <source>--provider and --currency are only used with --skypilot</source>
        <translation>--provider 和 --currency 仅与 --skypilot 一起使用</translation>
    </message>
    <message>
        <source>Imported %1 prices into price book %2 (%3)</source>
        <translation>已将 %1 条价格导入价格表 %2（%3）</translation>
    </message>
    <message>
        <source>catalog export needs exactly one FILE (.csv or .json)</source>
        <translation>catalog export 需要且只需要一个 FILE（.csv 或 .json）</translation>
    </message>
    <message>
        <source>%1: unknown export format; use a .csv or .json file name</source>
        <translation>%1：未知的导出格式；请使用 .csv 或 .json 文件名</translation>
    </message>
    <message>
        <source>Exported %1 prices to %2</source>
        <translation>已将 %1 条价格导出到 %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings</source>
        <translation>%1 个错误，%2 个警告</translation>
    </message>
    <message>
        <source>missing catalog command</source>
        <translation>缺少 catalog 命令</translation>
    </message>
    <message>
        <source>unknown catalog command '%1'</source>
        <translation>未知的 catalog 命令 '%1'</translation>
    </message>
    <message>
        <source>PER GPU-HOUR</source>
        <translation>每卡小时价格</translation>
    </message>
    <message>
        <source>catalog recover needs exactly one FILE (a kept copy, NAME.corrupt-...)</source>
        <translation>catalog recover 需要且只需要一个 FILE（保留的副本，NAME.corrupt-...）</translation>
    </message>
    <message>
        <source>warning: could not read all of %1</source>
        <translation>警告：未能完整读取%1</translation>
    </message>
    <message>
        <source>Recovered from %1 into %2: %3 prices (%4 of them overrides of shipped prices), %5 price books, %6 negotiated discounts, %7 other rows</source>
        <translation>已从%1恢复到%2：%3条价格（其中%4条覆盖内置价格）、%5个价格簿、%6条议定折扣、%7行其他数据</translation>
    </message>
    <message>
        <source>No catalog price matches these filters. Providers: %1. A GPU is found by a word of its name, e.g. A100, H800, 910B; a region by its id, e.g. cn-beijing; pricing is on_demand, reserved or spot.</source>
        <translation>价格目录中没有符合这些筛选条件的价格。云厂商：%1。GPU按其名称中的词查找，例如A100、H800、910B；地域按其ID查找，例如cn-beijing；计费方式为on_demand、reserved或spot。</translation>
    </message>
    <message>
        <source>  recover FILE
       Take your own prices, overrides and negotiated discounts back from a damaged
       catalog that was kept aside (NAME.corrupt-YYYYMMDD-HHMMSS).
</source>
        <translation>  recover FILE
       从已保留的损坏价格目录（NAME.corrupt-YYYYMMDD-HHMMSS）中取回您自己的
       价格、覆盖价和议定折扣。
</translation>
    </message>
    <message>
        <source>%1 (commit date)</source>
        <translation>%1（提交日期）</translation>
    </message>
    <message>
        <source> STALE</source>
        <translation> 已过期</translation>
    </message>
    <message>
        <source>catalog history needs exactly one price ID</source>
        <translation>catalog history 需要且只需要一个价格ID</translation>
    </message>
    <message>
        <source>no price and no history with ID '%1'</source>
        <translation>没有ID为“%1”的价格或价格历史</translation>
    </message>
    <message>
        <source>CHANGE</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>PRICE BOOK</source>
        <translation>价格手册</translation>
    </message>
    <message>
        <source>NOTES</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>earlier</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>no longer listed</source>
        <translation>已不再列出</translation>
    </message>
    <message>
        <source>--format must be table or json, not '%1'</source>
        <translation>--format 必须是 table 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>--category must be one of %1, not '%2'</source>
        <translation>--category 必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <source>PRODUCT</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>CATEGORY</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>TIER</source>
        <translation>阶梯</translation>
    </message>
    <message>
        <source>UNIT</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>ITEM</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>--stale-months must be a whole number from 1 to 240, not '%1'</source>
        <translation>--stale-months 必须是1到240之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>stale-months: %1 (prices dated more than this many months ago are flagged as stale)</source>
        <translation>stale-months：%1（日期早于这么多个月的价格标记为已过期）</translation>
    </message>
    <message>
        <source>catalog discount needs list, add or remove</source>
        <translation>catalog discount 需要 list、add 或 remove</translation>
    </message>
    <message>
        <source>--discount must be a fraction above 0 and below 1 (0.15) or a percentage (15%), not '%1'</source>
        <translation>--discount 必须是大于0且小于1的小数（0.15）或百分比（15%），而不是“%1”</translation>
    </message>
    <message>
        <source>catalog discount add needs --provider</source>
        <translation>catalog discount add 需要 --provider</translation>
    </message>
    <message>
        <source>'%1' is not a discount ID (see catalog discount list)</source>
        <translation>“%1”不是折扣ID（见 catalog discount list）</translation>
    </message>
    <message>
        <source>unknown provider '%1'</source>
        <translation>未知云厂商“%1”</translation>
    </message>
    <message>
        <source>Added negotiated discount %1: %2 % off %3 list prices</source>
        <translation>已添加商务折扣%1：%3刊例价优惠%2 %</translation>
    </message>
    <message>
        <source>no negotiated discount with ID %1</source>
        <translation>没有ID为%1的商务折扣</translation>
    </message>
    <message>
        <source>Removed negotiated discount %1</source>
        <translation>已删除商务折扣%1</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>%1: is the pricing catalog being read; export to another file</source>
        <translation>%1：是正在读取的价格目录本身；请导出到其他文件</translation>
    </message>
    <message>
        <source>catalog fees import needs exactly one FILE (.csv or .json)</source>
        <translation>catalog fees import 需要且仅需要一个文件（.csv 或 .json）</translation>
    </message>
    <message>
        <source>Imported %1 fee presets (%2)</source>
        <translation>已导入%1个费用预设（%2）</translation>
    </message>
    <message>
        <source>usage: catalog discount list [--provider P] | add --provider P --discount F [--pricing M] [--family F] [--region R] [--note TEXT] | remove ID</source>
        <translation>用法：catalog discount list [--provider P] | add --provider P --discount F [--pricing M] [--family F] [--region R] [--note TEXT] | remove ID</translation>
    </message>
    <message>
        <source>ID  PROVIDER  PRICING  FAMILY  REGION  DISCOUNT  NOTE</source>
        <translation>编号  云厂商  计费方式  实例族  地域  折扣  备注</translation>
    </message>
    <message>
        <source>  --catalog FILE|postgresql://USER@HOST[:PORT]/DATABASE
       The catalog to use (default: $GPUTCO_CATALOG, else the file in your data folder).
</source>
        <translation>  --catalog FILE|postgresql://USER@HOST[:PORT]/DATABASE
       要使用的价格目录（默认：$GPUTCO_CATALOG，否则为数据文件夹中的文件）。
</translation>
    </message>
    <message>
        <source>Provider by id or name (aws, aliyun, 阿里云 ...).</source>
        <translation>云厂商，按 ID 或名称（aws、aliyun、阿里云……）。</translation>
    </message>
    <message>
        <source>A word of the GPU's name (A100, H800, 910B).</source>
        <translation>GPU 名称中的一个词（A100、H800、910B）。</translation>
    </message>
    <message>
        <source>Region id (cn-beijing).</source>
        <translation>地域 ID（cn-beijing）。</translation>
    </message>
    <message>
        <source>Pricing model.</source>
        <translation>计费方式。</translation>
    </message>
    <message>
        <source>Output format.</source>
        <translation>输出格式。</translation>
    </message>
    <message>
        <source>Name of the price book the import makes.</source>
        <translation>导入时创建的价格簿名称。</translation>
    </message>
    <message>
        <source>The date the prices are valid at (YYYY-MM-DD).</source>
        <translation>价格的生效日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>Where the prices come from.</source>
        <translation>价格来源。</translation>
    </message>
    <message>
        <source>Currency of a SkyPilot file.</source>
        <translation>SkyPilot 文件的币种。</translation>
    </message>
    <message>
        <source>The file is a SkyPilot catalog CSV.</source>
        <translation>该文件是 SkyPilot 目录 CSV。</translation>
    </message>
    <message>
        <source>Flag prices dated more than N months ago.</source>
        <translation>将日期早于 N 个月前的价格标记为过期。</translation>
    </message>
    <message>
        <source>Fraction off the list price: 0.15 or 15%.</source>
        <translation>相对目录价的优惠幅度：0.15 或 15%。</translation>
    </message>
    <message>
        <source>A note kept with the discount.</source>
        <translation>随折扣保存的备注。</translation>
    </message>
    <message>
        <source>Instance family the discount applies to (GT4); all when not given.</source>
        <translation>折扣适用的实例规格族（如 GT4）；不填则适用于全部。</translation>
    </message>
    <message>
        <source>Fee category (storage, egress, bandwidth ...).</source>
        <translation>费用类别（storage、egress、bandwidth……）。</translation>
    </message>
    <message>
        <source>Words in the fee's product or item.</source>
        <translation>费用产品或项目名称中的词。</translation>
    </message>
    <message>
        <source>The pricing catalog; see 'gputco-cli catalog --help' for every command.</source>
        <translation>价格目录；全部命令见 'gputco-cli catalog --help'。</translation>
    </message>
    <message>
        <source>The catalog database; by default $GPUTCO_PRICING_DB or the user's data folder.</source>
        <translation>价格目录数据库；默认取 $GPUTCO_PRICING_DB，否则为用户数据文件夹。</translation>
    </message>
    <message>
        <source>The catalog: a file or postgresql://USER@HOST/DB; by default $GPUTCO_CATALOG.</source>
        <translation>价格目录：文件或 postgresql://USER@HOST/DB；默认取 $GPUTCO_CATALOG。</translation>
    </message>
    <message>
        <source>--on must be a date (YYYY-MM-DD), not '%1'</source>
        <translation>--on 须为日期（YYYY-MM-DD），而不是“%1”</translation>
    </message>
    <message>
        <source> QUOTE EXPIRED %1</source>
        <translation> 报价已于%1过期</translation>
    </message>
    <message>
        <source> QUOTE EXPIRES %1</source>
        <translation> 报价将于%1到期</translation>
    </message>
    <message>
        <source> QUOTE FROM %1</source>
        <translation> 报价自%1起有效</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>incl. tax</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>excl. tax</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>incl. %1 %</source>
        <translation>含税 %1 %</translation>
    </message>
    <message>
        <source>excl. %1 %</source>
        <translation>不含税 %1 %</translation>
    </message>
    <message>
        <source>No quotes in the catalog match. A quote is a price row with quote_vendor or validity dates; import one with 'catalog import FILE' (docs/pricing-db.md, Quotes).</source>
        <translation>价格目录中没有符合条件的报价。报价是带有 quote_vendor 或有效期的价格行；可用“catalog import FILE”导入（见 docs/pricing-db.md 的“Quotes”一节）。</translation>
    </message>
    <message>
        <source>TAX</source>
        <translation>税</translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>CONTACT</source>
        <translation>联系人/编号</translation>
    </message>
    <message>
        <source>VALID</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>ATTACHMENTS</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>%1 quotes on %2: %3 expired, %4 expire within %5 days</source>
        <translation>截至%2共%1份报价：%3份已过期，%4份将在%5天内到期</translation>
    </message>
    <message>
        <source>Judge quotes as on this day (YYYY-MM-DD); default today.</source>
        <translation>按此日期判断报价是否有效（YYYY-MM-DD）；默认今天。</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>提示：%1：%2</translation>
    </message>
    <message>
        <source>%1: exists and is not a price list (a scenario or another file?); export to another file, or remove it first</source>
        <translation>%1：文件已存在且不是价目表（是场景文件或其他文件？）；请导出到另一个文件，或先将其删除</translation>
    </message>
    <message>
        <source>warning: a discount of %1 % is implausible: check the quote</source>
        <translation>警告：%1 % 的折扣不合常理：请核对报价</translation>
    </message>
    <message>
        <source>usage: gputco-cli catalog [--catalog FILE|URL] [--db PATH] [--lang en|zh_CN] COMMAND
  list [--provider P] [--gpu G] [--region R] [--pricing on_demand|reserved|spot]
       [--on DATE] [--format table|json|csv]
  import FILE [--book NAME] [--as-of DATE] [--source TEXT]
  import FILE --skypilot --provider P --currency C [--book NAME] [--as-of DATE]
  export FILE.csv|FILE.json [--provider P] [--gpu G] [--region R] [--pricing M]
  quotes [--provider P] [--gpu G] [--region R] [--on DATE] [--format table|json]
  hardware [list] [--on DATE] [--format table|json]
  hardware add FILE.json       a vendor's quote for servers, switches ... (docs/pricing-db.md)
  hardware remove ID
  history ID
  settings [--stale-months N]
  discount list [--provider P]
  discount add --provider P --discount 0.15|15% [--pricing M] [--family F] [--region R] [--note TEXT]
  discount remove ID
  fees [--provider P] [--category C] [--region R] [--search TEXT] [--format table|json]
  fees import FILE.csv|FILE.json
  check
</source>
        <translation>用法：gputco-cli catalog [--catalog FILE|URL] [--db PATH] [--lang en|zh_CN] COMMAND
  list [--provider P] [--gpu G] [--region R] [--pricing on_demand|reserved|spot]
       [--on DATE] [--format table|json|csv]
  import FILE [--book NAME] [--as-of DATE] [--source TEXT]
  import FILE --skypilot --provider P --currency C [--book NAME] [--as-of DATE]
  export FILE.csv|FILE.json [--provider P] [--gpu G] [--region R] [--pricing M]
  quotes [--provider P] [--gpu G] [--region R] [--on DATE] [--format table|json]
  hardware [list] [--on DATE] [--format table|json]
  hardware add FILE.json       供应商的服务器、交换机等硬件报价（见 docs/pricing-db.md）
  hardware remove ID
  history ID
  settings [--stale-months N]
  discount list [--provider P]
  discount add --provider P --discount 0.15|15% [--pricing M] [--family F] [--region R] [--note TEXT]
  discount remove ID
  fees [--provider P] [--category C] [--region R] [--search TEXT] [--format table|json]
  fees import FILE.csv|FILE.json
  check
</translation>
    </message>
    <message>
        <source>%1: not a field of a hardware quote (%2)</source>
        <translation>%1：不是硬件报价的字段（可用字段：%2）</translation>
    </message>
    <message>
        <source>%1: must be a number</source>
        <translation>%1：必须是数字</translation>
    </message>
    <message>
        <source>%1: must be true or false</source>
        <translation>%1：必须是 true 或 false</translation>
    </message>
    <message>
        <source>%1: must be a list of file names</source>
        <translation>%1：必须是文件名列表</translation>
    </message>
    <message>
        <source>%1: must be text</source>
        <translation>%1：必须是文本</translation>
    </message>
    <message>
        <source>gpusPerServer: %1 is not a whole number from 1 to 1024</source>
        <translation>gpusPerServer：%1 不是 1 到 1024 之间的整数</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: larger than 16 MB, not a file of quotes</source>
        <translation>%1：大于 16 MB，不是报价文件</translation>
    </message>
    <message>
        <source>%1: not a JSON object or array of hardware quotes</source>
        <translation>%1：不是硬件报价的 JSON 对象或数组</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1：不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>未添加任何内容。</translation>
    </message>
    <message>
        <source>Saved hardware quote %1</source>
        <translation>已保存硬件报价 %1</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>usage: catalog hardware [list] [--on DATE] [--format table|json] | add FILE.json | remove ID</source>
        <translation>用法：catalog hardware [list] [--on DATE] [--format table|json] | add FILE.json | remove ID</translation>
    </message>
    <message>
        <source>Removed hardware quote %1</source>
        <translation>已删除硬件报价 %1</translation>
    </message>
</context>
<context>
    <name>gputco::CatalogDialog</name>
    <message>
        <source>Pricing catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>Search: instance, GPU, region…</source>
        <translation>搜索：实例、GPU、地域…</translation>
    </message>
    <message>
        <source>Add option</source>
        <translation>添加选项</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>价格目录：%1</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部云厂商</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>全部地域</translation>
    </message>
    <message>
        <source>All pricing models</source>
        <translation>全部计费方式</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>%1 of %2 prices</source>
        <translation>%2 条价格中的 %1 条</translation>
    </message>
    <message>
        <source>The catalog has no interruption rate for this spot price: enter one.</source>
        <translation>价格目录中没有该抢占式价格的中断频率：请填写。</translation>
    </message>
    <message>
        <source>No price matches: search by provider (阿里云, aliyun, 火山引擎, volc), instance type, GPU (A100, H800, 910B) or region (cn-beijing), or clear a filter.</source>
        <translation>没有符合条件的价格：可按云厂商（阿里云、aliyun、火山引擎、volc）、实例规格、GPU（A100、H800、910B）或地域（cn-beijing）搜索，或清除某个筛选条件。</translation>
    </message>
    <message>
        <source>The catalog gives the range %1 to %2 per hour; the upper end is used: enter your quote.</source>
        <translation>价格目录给出每小时%1至%2的区间；采用上限：请输入您的报价。</translation>
    </message>
    <message>
        <source>The catalog gives the range %1 to %2 per month; the upper end is used: enter your quote.</source>
        <translation>价格目录给出每月%1至%2的区间；采用上限：请输入您的报价。</translation>
    </message>
    <message>
        <source>Price &amp;history…</source>
        <translation>价格历史(&amp;H)…</translation>
    </message>
    <message>
        <source>Price &amp;book…</source>
        <translation>价格簿(&amp;B)…</translation>
    </message>
    <message>
        <source>Apply negotiated discounts (price book)</source>
        <translation>应用商务折扣（价格簿）</translation>
    </message>
    <message>
        <source>The option added takes the list price less the discount of the price book that matches its provider, pricing model, family and region; the option's notes name it.</source>
        <translation>添加的方案取目录价减去价格簿中与其云厂商、计费方式、实例族和地域匹配的折扣；方案备注注明该折扣。</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <source>Negotiated discount (商务折扣) of %1 % off the list price from the price book (%2).</source>
        <translation>已按价格簿中的商务折扣在目录价基础上优惠%1%（%2）。</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>优惠%1%</translation>
    </message>
    <message>
        <source>%1 % off (%2)</source>
        <translation>优惠%1%（%2）</translation>
    </message>
    <message>
        <source>Negotiated discount for this price: %1</source>
        <translation>此价格的商务折扣：%1</translation>
    </message>
    <message>
        <source>Price history: %1</source>
        <translation>价格历史：%1</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变动</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Price book / source</source>
        <translation>价格簿/来源</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (commit date)</source>
        <translation>%1（提交日期）</translation>
    </message>
    <message>
        <source>earlier</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>current, stale</source>
        <translation>当前，已过时</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Price as of %1, changed %2 % since %3.</source>
        <translation>价格截至%1，自%3以来变动%2%。</translation>
    </message>
    <message>
        <source>an undated earlier price</source>
        <translation>一个无日期的早期价格</translation>
    </message>
    <message>
        <source>No earlier price is recorded for this row.</source>
        <translation>此行没有记录早期价格。</translation>
    </message>
    <message>
        <source>%1 (catalog %2).</source>
        <translation>%1（目录%2）。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Cannot read more prices: %1</source>
        <translation>无法继续读取价格：%1</translation>
    </message>
</context>
<context>
    <name>gputco::CatalogLookup</name>
    <message>
        <source>catalog price %1 is not in the pricing catalog (removed, or the scenario comes from another catalog): its price is the one entered in the scenario</source>
        <translation>价格目录中没有目录价格%1（已删除，或场景来自另一个价格目录）：其价格采用场景中填写的价格</translation>
    </message>
    <message>
        <source> (as of: the commit date of the source file; the source states no date)</source>
        <translation>（价格日期：来源文件的提交日期；来源未注明日期）</translation>
    </message>
    <message>
        <source>; published as the range %1 to %2, the upper end used</source>
        <translation>；原文为区间%1至%2，采用上限</translation>
    </message>
    <message>
        <source>the catalog server could not be reached: catalog prices come from the local read-only copy of the catalog as last read from the server on %1; changes made there since are not included</source>
        <translation>无法连接价格目录服务器：目录价格取自 %1 从服务器读取的价格目录本地只读副本；此后服务器上的修改未包含在内</translation>
    </message>
    <message>
        <source> (from the offline copy of the catalog as read on %1)</source>
        <translation>（取自 %1 读取的价格目录离线副本）</translation>
    </message>
</context>
<context>
    <name>gputco::CatalogSource</name>
    <message>
        <source>SkyPilot catalog v8 aws/vms.csv (USD, Linux on-demand; spot per AZ)</source>
        <translation>SkyPilot catalog v8 aws/vms.csv（美元，Linux按量付费；抢占式价格按可用区）</translation>
    </message>
    <message>
        <source>sugarlxn/skypilot-catalog v8 alicloud/vms.csv (CNY = USD / 0.138, 4 decimals)</source>
        <translation>sugarlxn/skypilot-catalog v8 alicloud/vms.csv（人民币＝美元÷0.138，保留4位小数）</translation>
    </message>
    <message>
        <source>sugarlxn/skypilot-catalog v8 tencentcloud/vms.csv (CNY = USD / 0.138, 2 decimals)</source>
        <translation>sugarlxn/skypilot-catalog v8 tencentcloud/vms.csv（人民币＝美元÷0.138，保留2位小数）</translation>
    </message>
</context>
<context>
    <name>gputco::CatalogTableModel</name>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Reserved %1 months</source>
        <translation>包年包月 %1 个月</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Quote needed</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>%1 upfront</source>
        <translation>预付 %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source> (unmapped)</source>
        <translation>（未映射）</translation>
    </message>
    <message>
        <source>Your price: %1</source>
        <translation>自定义价格：%1</translation>
    </message>
    <message>
        <source>No public price list: ask the provider for a quote and enter it in the option.</source>
        <translation>没有公开价格表：请向云厂商询价，并在选项中填写报价。</translation>
    </message>
    <message>
        <source>Tax included</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>Tax not included</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>RDMA/InfiniBand: %1 Gbit/s</source>
        <translation>RDMA/InfiniBand：%1 Gbit/s</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Region / zone</source>
        <translation>地域 / 可用区</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每卡小时价格</translation>
    </message>
    <message>
        <source>%1 to %2/h</source>
        <translation>%1至%2/小时</translation>
    </message>
    <message>
        <source>%1 to %2/month</source>
        <translation>%1至%2/月</translation>
    </message>
    <message>
        <source>%1 (commit date)</source>
        <translation>%1（提交日期）</translation>
    </message>
    <message>
        <source>The source states no date: the as-of date is the commit date of the file it was copied from.</source>
        <translation>来源未注明日期：价格日期为所复制文件的提交日期。</translation>
    </message>
    <message>
        <source>Published as a range: an option added from it takes the upper end; enter your quote.</source>
        <translation>原文为价格区间：据此添加的选项采用上限；请输入您的报价。</translation>
    </message>
    <message>
        <source>%1, stale</source>
        <translation>%1，已过时</translation>
    </message>
    <message>
        <source>Stale: dated more than %1 months ago (the catalog's limit, `catalog settings --stale-months`); confirm it with a current quote.</source>
        <translation>已过时：日期早于%1个月前（价格目录的期限，`catalog settings --stale-months`）；请以最新报价核实。</translation>
    </message>
    <message>
        <source>%1, quote %2</source>
        <translation>%1，报价%2</translation>
    </message>
    <message>
        <source>Tax included (%1 % VAT)</source>
        <translation>含税（增值税 %1 %）</translation>
    </message>
    <message>
        <source>Tax not included (%1 % VAT)</source>
        <translation>不含税（增值税 %1 %）</translation>
    </message>
</context>
<context>
    <name>gputco::Category</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Reserved upfront</source>
        <translation>包年包月预付</translation>
    </message>
    <message>
        <source>Storage capacity</source>
        <translation>存储容量</translation>
    </message>
    <message>
        <source>Storage IO</source>
        <translation>存储 IO</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Cross-AZ traffic</source>
        <translation>跨可用区流量</translation>
    </message>
    <message>
        <source>Other fees</source>
        <translation>其他费用</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>机房空间</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>Cloud bridging</source>
        <translation>云上过渡</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>利息</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>迁移</translation>
    </message>
    <message>
        <source>Managed platform</source>
        <translation>托管平台费</translation>
    </message>
    <message>
        <source>Compute subsidy</source>
        <translation>算力补贴</translation>
    </message>
    <message>
        <source>VAT awaiting recovery</source>
        <translation>待抵扣进项税</translation>
    </message>
</context>
<context>
    <name>gputco::CategoryChart</name>
    <message>
        <source>%1, month %2: %3</source>
        <translation>%1，第 %2 个月：%3</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Monthly cost by category: %1</source>
        <translation>按类别的月度成本：%1</translation>
    </message>
    <message>
        <source>Monthly cost by category</source>
        <translation>按类别的月度成本</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>月度成本（%1）</translation>
    </message>
</context>
<context>
    <name>gputco::CategoryModel</name>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
</context>
<context>
    <name>gputco::ChartLabels</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Break-even label on the chart: calendar month, amount</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>第 %1 个月：%2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>Break-even label on the chart: the self-hosted option and the cloud option that cross</extracomment>
        <translation>%1与%2</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>%1 and %2 change order in %3 (cumulative %4)</source>
        <translation>%1与%2在%3交换先后（累计%4）</translation>
    </message>
</context>
<context>
    <name>gputco::ChartPainter</name>
    <message>
        <source>Cumulative cost (cash view)</source>
        <translation>累计成本（现金视图）</translation>
    </message>
    <message>
        <source>Total cost by category (* hidden fee)</source>
        <translation>按类别的总成本（* 为隐性费用）</translation>
    </message>
    <message>
        <source>Sensitivity of %1 minus %2 (each input ±%3%)</source>
        <translation>%1 减 %2 的敏感性（每个输入 ±%3%）</translation>
    </message>
    <message>
        <source>input lower</source>
        <translation>输入调低</translation>
    </message>
    <message>
        <source>input higher</source>
        <translation>输入调高</translation>
    </message>
    <message>
        <source>Sensitivity of the break-even month, %1 against %2 (each input ±%3%)</source>
        <translation>盈亏平衡月份的敏感性：%1 相对 %2（每个输入 ±%3%）</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>bars at the right end: no break-even within the horizon</source>
        <translation>位于最右端的条形：规划期内无盈亏平衡</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
</context>
<context>
    <name>gputco::Cli</name>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>Try 'gputco-cli --help'.</source>
        <translation>请尝试运行 'gputco-cli --help'。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Language of tables and messages; by default the system's (LC_ALL, LC_MESSAGES, LANG).</source>
        <translation>表格和提示信息的语言；默认跟随系统（LC_ALL、LC_MESSAGES、LANG）。</translation>
    </message>
    <message>
        <source>Stop (exit 2) when a catalogPriceId is not in the pricing catalog, or (exit 1) when the catalog cannot be read.</source>
        <translation>catalogPriceId 不在价格目录中时停止（退出码 2），价格目录无法读取时停止（退出码 1）。</translation>
    </message>
    <message>
        <source>Refuse (exit 2) a computation whose estimated memory is above MB (default 2048, or GPUTCO_MEMORY_LIMIT_MB; 0 for none).</source>
        <translation>估算内存超过 MB 的计算将被拒绝（退出码 2；默认 2048，或取 GPUTCO_MEMORY_LIMIT_MB；0 表示不限制）。</translation>
    </message>
    <message>
        <source>--memory-limit needs a value in MB (0 for no limit)</source>
        <translation>--memory-limit 需要一个以 MB 为单位的值（0 表示不限制）</translation>
    </message>
    <message>
        <source>a scenario file is needed</source>
        <translation>需要一个场景文件</translation>
    </message>
    <message>
        <source>only one scenario file, got also %1</source>
        <translation>只能指定一个场景文件，但还收到了 %1</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>Usage: gputco-cli %1 [OPTIONS]</source>
        <translation>用法：gputco-cli %1 [OPTIONS]</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <translation>默认：%1。</translation>
    </message>
    <message>
        <source>unknown language "%1": use en or zh_CN</source>
        <translation>未知语言“%1”：请使用 en 或 zh_CN</translation>
    </message>
    <message>
        <source>Job: %1 (%2)</source>
        <translation>训练任务：%1（%2）</translation>
    </message>
    <message>
        <source>Training FLOPs %1 at %2% MFU</source>
        <translation>训练 FLOPs %1，MFU %2%</translation>
    </message>
    <message>
        <source>Deadline %1 h (%2 days)</source>
        <translation>截止时间 %1 小时（%2 天）</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source>option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>数据管道</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>billed GPU-h</source>
        <translation>计费 GPU 小时</translation>
    </message>
    <message>
        <source>wall-clock h</source>
        <translation>实际耗时（小时）</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>per useful GPU-h</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>! misses the deadline</source>
        <translation>! 未能在截止时间前完成</translation>
    </message>
    <message>
        <source>Spot interruptions, Monte Carlo: %1 trials, seed %2</source>
        <translation>抢占式实例中断，蒙特卡洛：%1 次模拟，随机种子 %2</translation>
    </message>
    <message>
        <source>cost P10</source>
        <translation>成本 P10</translation>
    </message>
    <message>
        <source>cost P50</source>
        <translation>成本 P50</translation>
    </message>
    <message>
        <source>cost P90</source>
        <translation>成本 P90</translation>
    </message>
    <message>
        <source>finish P10 h</source>
        <translation>完成时间 P10（小时）</translation>
    </message>
    <message>
        <source>finish P50 h</source>
        <translation>完成时间 P50（小时）</translation>
    </message>
    <message>
        <source>finish P90 h</source>
        <translation>完成时间 P90（小时）</translation>
    </message>
    <message>
        <source>interruptions</source>
        <translation>中断次数</translation>
    </message>
    <message>
        <source>fell back</source>
        <translation>回退到按量付费</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Not priced: %1</source>
        <translation>未定价：%1</translation>
    </message>
    <message>
        <source>Optimal checkpoint interval: Young %1 h, Daly %2 h.</source>
        <translation>最优检查点间隔：Young %1 小时，Daly %2 小时。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>unknown format "%1": use table or json</source>
        <translation>未知格式“%1”：请使用 table 或 json</translation>
    </message>
    <message>
        <source>Output format.</source>
        <translation>输出格式。</translation>
    </message>
    <message>
        <source>none (&gt; %1)</source>
        <translation>无（&gt; %1）</translation>
    </message>
    <message>
        <source>Month in which %1 has paid back against %2 (cash view): %3; each input moved by -/+%4%, largest effect first.</source>
        <translation>%1 相对 %2 收回投资的月份（现金视图）：%3；每个输入调低/调高 %4%，按影响从大到小排列。</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>low / baseline / high</source>
        <translation>调低 / 基准 / 调高</translation>
    </message>
    <message>
        <source>month at low</source>
        <translation>调低时的月份</translation>
    </message>
    <message>
        <source>month at high</source>
        <translation>调高时的月份</translation>
    </message>
    <message>
        <source>swing (months)</source>
        <translation>摆幅（月）</translation>
    </message>
    <message>
        <source>Total cost %1 - %2 (cash view): %3 %4; each input moved by -/+%5%, largest effect first.</source>
        <translation>总成本 %1 - %2（现金视图）：%3 %4；每个输入调低/调高 %5%，按影响从大到小排列。</translation>
    </message>
    <message>
        <source>A - B at low</source>
        <translation>调低时 A - B</translation>
    </message>
    <message>
        <source>A - B at high</source>
        <translation>调高时 A - B</translation>
    </message>
    <message>
        <source>swing</source>
        <translation>波动幅度</translation>
    </message>
    <message>
        <source>SCENARIO</source>
        <translation>SCENARIO</translation>
    </message>
    <message>
        <source>The scenario's job on every option: billed GPU-hours, wall-clock, cost, and for spot options a Monte Carlo of interruptions (N trials from %1 to %2, default 10000; 0 for none) with the seed S (0 to %3, default 1), on as many threads as the app uses.</source>
        <translation>场景中的训练任务在每个选项上的结果：计费 GPU 小时、实际耗时、成本；对于抢占式实例选项，还会对中断进行蒙特卡洛模拟（N 次模拟，%1 到 %2，默认 10000；0 表示不模拟），使用随机种子 S（0 到 %3，默认 1），线程数与桌面应用相同。</translation>
    </message>
    <message>
        <source>Monte Carlo trials.</source>
        <translation>蒙特卡洛模拟次数。</translation>
    </message>
    <message>
        <source>Random seed.</source>
        <translation>随机种子。</translation>
    </message>
    <message>
        <source>--trials needs a whole number from %1 to %2, or 0 for none</source>
        <translation>--trials 需要 %1 到 %2 之间的整数，或 0 表示不模拟</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 to %1</source>
        <translation>--seed 需要 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>the scenario has no job section (see docs/scenario-format.md)</source>
        <translation>场景中没有训练任务（job）部分（参见 docs/scenario-format.md）</translation>
    </message>
    <message>
        <source>SCENARIO --options A,B</source>
        <translation>SCENARIO --options A,B</translation>
    </message>
    <message>
        <source>Moves each key input by -/+ the percentage and shows, largest effect first, the change of
  cost:      the total-cost difference A - B (cash view, undiscounted; the default)
  breakeven: the month the self-hosted option of A and B has paid back against the cloud one</source>
        <translation>将每个关键输入按该百分比调低/调高，按影响从大到小显示以下指标的变化：
  cost：      总成本差额 A - B（现金视图，未折现；默认）
  breakeven： A 和 B 中的自建选项相对云选项收回投资的月份</translation>
    </message>
    <message>
        <source>The two option ids to compare.</source>
        <translation>要比较的两个选项 ID。</translation>
    </message>
    <message>
        <source>How far each input moves, in percent.</source>
        <translation>每个输入的调整幅度（百分比）。</translation>
    </message>
    <message>
        <source>What the tornado measures.</source>
        <translation>龙卷风图衡量的指标。</translation>
    </message>
    <message>
        <source>--metric is cost or breakeven, not "%1"</source>
        <translation>--metric 只能是 cost 或 breakeven，不能是“%1”</translation>
    </message>
    <message>
        <source>--options needs two option ids: --options A,B</source>
        <translation>--options 需要两个选项 id：--options A,B</translation>
    </message>
    <message>
        <source>--percent needs a number above 0 and at most 100</source>
        <translation>--percent 需要大于 0 且不超过 100 的数值</translation>
    </message>
    <message>
        <source>Draws the scenario's uncertain inputs (its "uncertainty" section) N times (default: the file's, else 500) with the seed S (default: the file's, else 1) and prints P10/P50/P90 of every option's total; --format json adds the cumulative bands month by month.</source>
        <translation>对场景中的不确定输入（其“uncertainty”部分）抽样 N 次（默认：文件中的值，否则 500），使用随机种子 S（默认：文件中的值，否则 1），输出每个选项总成本的 P10/P50/P90；--format json 另外按月给出累计成本区间。</translation>
    </message>
    <message>
        <source>Draws.</source>
        <translation>抽样次数。</translation>
    </message>
    <message>
        <source>the scenario has no uncertain inputs (see docs/scenario-format.md)</source>
        <translation>场景中没有不确定输入（参见 docs/scenario-format.md）</translation>
    </message>
    <message>
        <source>--trials needs a whole number from %1 to %2</source>
        <translation>--trials 需要 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>Total cost over %1 months (cash view, %5) from %2 draws of %3 (seed %4).</source>
        <translation>%1个月的总成本（现金视图，%5），基于%3的%2次抽样（随机种子%4）。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>warning: the pricing catalog cannot be used: %1</source>
        <translation>警告：价格目录无法使用：%1</translation>
    </message>
    <message>
        <source>the catalog prices the scenario refers to cannot be looked up, so their source would be wrong; nothing was written</source>
        <translation>无法查询场景引用的目录价格，其来源将不正确；未写入任何内容</translation>
    </message>
    <message>
        <source>warning: the catalog prices the scenario refers to were not checked: %1</source>
        <translation>警告：未能核对场景引用的目录价格：%1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>
With --strict, a scenario command stops (exit 2) when a catalogPriceId is not in the pricing
catalog, or (exit 1) when the catalog cannot be read; without it these are warnings.
</source>
        <translation>
使用 --strict 时，若 catalogPriceId 不在价格目录中，场景命令将停止（退出码 2）；
若价格目录无法读取，则停止（退出码 1）；不使用时这些仅为警告。
</translation>
    </message>
    <message>
        <source>With --memory-limit MB (or GPUTCO_MEMORY_LIMIT_MB; default 2048, 0 for none), a computation
whose estimated memory is above the limit is refused (exit 2) with the estimate.
</source>
        <translation>使用 --memory-limit MB（或 GPUTCO_MEMORY_LIMIT_MB；默认 2048，0 表示不限制）时，
估计内存超过上限的计算将被拒绝（退出码 2），并给出估计值。
</translation>
    </message>
    <message>
        <source>compute --format json|csv lists with --pairs best (the default) each self-hosted option against
the cheapest and the recommended cloud option and its own bridge, with --pairs all every
cloud/self-hosted pair; the table always lists every pair.
</source>
        <translation>compute --format json|csv 在 --pairs best（默认）时，列出每个自建方案与最便宜的云方案、推荐的云方案
及其自身过渡方案的配对；在 --pairs all 时列出所有云/自建配对；表格始终列出所有配对。
</translation>
    </message>
    <message>
        <source>'gputco-cli COMMAND --help' lists the options of one command, with their defaults.
</source>
        <translation>'gputco-cli COMMAND --help' 列出单个命令的选项及其默认值。
</translation>
    </message>
    <message>
        <source>Compute every option of a scenario file: totals, cost by category, break-even between each cloud and each self-hosted option.</source>
        <translation>计算场景文件中的每个选项：总成本、分类成本，以及每个云选项与每个自建选项之间的盈亏平衡点。</translation>
    </message>
    <message>
        <source>--format needs a value: table, json or csv</source>
        <translation>--format 需要一个值：table、json 或 csv</translation>
    </message>
    <message>
        <source>Cash flows, or capital spread over its depreciation.</source>
        <translation>按现金流，或将资本性支出按折旧分摊。</translation>
    </message>
    <message>
        <source>--view needs a value: cash or amortized</source>
        <translation>--view 需要一个值：cash 或 amortized</translation>
    </message>
    <message>
        <source>Break-even and buy-or-rent pairs in JSON and CSV: the ones that matter, or every pair.</source>
        <translation>JSON 和 CSV 中的盈亏平衡与买租对比组合：只列关键组合（best），或列出全部组合（all）。</translation>
    </message>
    <message>
        <source>--pairs needs a value: all or best</source>
        <translation>--pairs 需要一个值：all 或 best</translation>
    </message>
    <message>
        <source>Money unit of the table: 元, 万元 or 亿元 (1, k or M for other currencies).</source>
        <translation>表格的金额单位：元、万元或亿元（其他币种为 1、k 或 M）。</translation>
    </message>
    <message>
        <source>--unit needs a value: auto, 1, k or M</source>
        <translation>--unit 需要一个值：auto、1、k 或 M</translation>
    </message>
    <message>
        <source>compute needs a scenario file</source>
        <translation>compute 需要一个场景文件</translation>
    </message>
    <message>
        <source>compute takes one scenario file, got also %1</source>
        <translation>compute 只接受一个场景文件，但还收到了 %1</translation>
    </message>
    <message>
        <source>unknown format "%1": use table, json or csv</source>
        <translation>未知格式“%1”：请使用 table、json 或 csv</translation>
    </message>
    <message>
        <source>unknown view "%1": use cash or amortized</source>
        <translation>未知视图“%1”：请使用 cash 或 amortized</translation>
    </message>
    <message>
        <source>unknown pair selection "%1": use all or best</source>
        <translation>未知的配对选择“%1”：请使用 all 或 best</translation>
    </message>
    <message>
        <source>unknown unit "%1": use auto, 1, k or M (元, 万元, 亿元)</source>
        <translation>未知单位“%1”：请使用 auto、1、k 或 M（元、万元、亿元）</translation>
    </message>
    <message>
        <source>--unit applies to --format table: JSON and CSV keep exact amounts</source>
        <translation>--unit 仅适用于 --format table：JSON 和 CSV 保留精确金额</translation>
    </message>
    <message>
        <source>%1: is the scenario being read; write the output to another file</source>
        <translation>%1：是正在读取的场景文件；请把输出写到另一个文件</translation>
    </message>
    <message>
        <source>SCENARIO -o FILE.pdf</source>
        <translation>SCENARIO -o FILE.pdf</translation>
    </message>
    <message>
        <source>The procurement report as an A4 PDF.</source>
        <translation>生成 A4 PDF 格式的采购报告。</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>Money unit of the report's tables: 元, 万元 or 亿元 (1, k or M for other currencies).</source>
        <translation>报告表格的金额单位：元、万元或亿元（其他币种为 1、k 或 M）。</translation>
    </message>
    <message>
        <source>report needs -o FILE.pdf</source>
        <translation>report 需要 -o FILE.pdf</translation>
    </message>
    <message>
        <source>Tables and monthly series as XLSX or CSV (UTF-8 with BOM); a chart as PNG or SVG.</source>
        <translation>将表格和月度数据导出为 XLSX 或 CSV（带 BOM 的 UTF-8）；将图表导出为 PNG 或 SVG。</translation>
    </message>
    <message>
        <source>Write the %1 file.</source>
        <translation>写入 %1 文件。</translation>
    </message>
    <message>
        <source>The chart of --png and --svg.</source>
        <translation>--png 和 --svg 导出的图表。</translation>
    </message>
    <message>
        <source>export needs at least one of --xlsx, --csv, --png, --svg</source>
        <translation>export 至少需要 --xlsx、--csv、--png、--svg 之一</translation>
    </message>
    <message>
        <source>unknown chart "%1": use cumulative or categories</source>
        <translation>未知图表“%1”：请使用 cumulative 或 categories</translation>
    </message>
    <message>
        <source>Spend per fiscal year against the scenario's budget (cash view, capex and opex), which options fit, and what the budget buys with each: the largest GPU count and the longest horizon that fit.</source>
        <translation>按财年对照场景预算的支出（现金视图，资本性支出和费用性支出）、哪些选项在预算之内，以及预算在每个选项上能买到什么：预算内最多的 GPU 数量和最长的周期。</translation>
    </message>
    <message>
        <source>the scenario has no budget: add a "budget" block (docs/scenario-format.md)</source>
        <translation>场景没有预算：请添加 "budget" 块（见 docs/scenario-format.md）</translation>
    </message>
    <message>
        <source>The JSON Schema of scenario files (draft 2020-12), generated from the field table; with --docs, rewrites the generated field tables of FILE.md.</source>
        <translation>场景文件的 JSON Schema（draft 2020-12），由字段表生成；使用 --docs 时，重写 FILE.md 中生成的字段表。</translation>
    </message>
    <message>
        <source>The markdown file whose field tables to rewrite.</source>
        <translation>要重写其字段表的 Markdown 文件。</translation>
    </message>
    <message>
        <source>schema takes no argument, or --docs FILE.md</source>
        <translation>schema 不接受参数，或只接受 --docs FILE.md</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>unknown command "%1"</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>no variant is named "%1": the scenario keeps no variants</source>
        <translation>没有名为“%1”的变体：场景未保存任何变体</translation>
    </message>
    <message>
        <source>no variant is named "%1"; the scenario keeps %2</source>
        <translation>没有名为“%1”的变体；场景保存的变体为 %2</translation>
    </message>
    <message>
        <source>%1 (variant %2)</source>
        <translation>%1（变体 %2）</translation>
    </message>
    <message>
        <source>Render the scenario's kept variant NAME (its "variants" block) instead of the scenario as saved, exactly as the app's report made from it.</source>
        <translation>按场景中保存的变体 NAME（其 "variants" 块）输出，而非保存时的场景；与应用中由该变体生成的报告完全一致。</translation>
    </message>
    <message>
        <source>--variant needs the name of a kept variant</source>
        <translation>--variant 需要一个已保存变体的名称</translation>
    </message>
    <message>
        <source>With --time-limit SECONDS (or GPUTCO_TIME_LIMIT_S; default 60, 0 for none), uncertainty bands
whose measured pace says they would take longer are stopped (exit 2); a report leaves them out.
</source>
        <translation>使用 --time-limit SECONDS（或 GPUTCO_TIME_LIMIT_S；默认 60，0 表示不限），按实测进度估计会超时的
不确定性区间将被停止（退出码 2）；报告则不含该区间。
</translation>
    </message>
    <message>
        <source>Stop (exit 2) uncertainty bands whose measured pace says they would take longer than SECONDS (default 60, or GPUTCO_TIME_LIMIT_S; 0 for none); a report leaves them out and says so.</source>
        <translation>按实测进度估计耗时超过 SECONDS 秒的不确定性区间将被停止（退出码 2；默认 60，或 GPUTCO_TIME_LIMIT_S；0 表示不限）；报告则不含该区间并加以说明。</translation>
    </message>
    <message>
        <source>--time-limit needs a value in seconds (0 for no limit)</source>
        <translation>--time-limit 需要以秒为单位的值（0 表示不限）</translation>
    </message>
    <message>
        <source>Usage: gputco-cli actuals COMMAND [OPTIONS]

Commands:
  check BILL... [--currency C] [--provider P] [--allow-duplicate-rows]
         [--format table|json] [--lang en|zh_CN]
        Read FOCUS CSV bills and check every cell: each problem is named by file,
        row and column; a bill without problems is summed per month and currency.

'gputco-cli actuals COMMAND --help' lists the options of one command.
</source>
        <translation>用法：gputco-cli actuals COMMAND [OPTIONS]

命令：
  check BILL... [--currency C] [--provider P] [--allow-duplicate-rows]
         [--format table|json] [--lang en|zh_CN]
        读取 FOCUS CSV 账单并检查每个单元格：按文件、行和列指出每个问题；
        没有问题的账单按月份和货币汇总。

'gputco-cli actuals COMMAND --help' 列出某个命令的选项。
</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>BilledCost</source>
        <translation>BilledCost</translation>
    </message>
    <message>
        <source>EffectiveCost</source>
        <translation>EffectiveCost</translation>
    </message>
    <message>
        <source>unused commitment</source>
        <translation>未使用的承诺</translation>
    </message>
    <message>
        <source>%1 bill rows, FOCUS columns %2, SHA-256 %3</source>
        <translation>%1 行账单，FOCUS 列版本 %2，SHA-256 %3</translation>
    </message>
    <message>
        <source>By charge month (ChargePeriodStart, UTC)</source>
        <translation>按费用月份（ChargePeriodStart，UTC）</translation>
    </message>
    <message>
        <source>By billing month (BillingPeriodStart)</source>
        <translation>按账单月份（BillingPeriodStart）</translation>
    </message>
    <message>
        <source>BILL...</source>
        <translation>账单...</translation>
    </message>
    <message>
        <source>Read FOCUS CSV bills and check every cell; print per month and currency the rows, BilledCost, EffectiveCost and unused commitment. Exit 2 when any bill has a problem (all listed, nothing printed on standard output).</source>
        <translation>读取 FOCUS CSV 账单并检查每个单元格；按月份和货币输出行数、BilledCost、EffectiveCost 和未使用的承诺。任一账单有问题时退出码为 2（列出全部问题，标准输出不打印任何内容）。</translation>
    </message>
    <message>
        <source>Bill format (only focus yet).</source>
        <translation>账单格式（目前仅支持 focus）。</translation>
    </message>
    <message>
        <source>ISO 4217 code of bills without a BillingCurrency column; with one, every row must say it.</source>
        <translation>没有 BillingCurrency 列的账单的 ISO 4217 货币代码；有该列时，每一行都必须是此货币。</translation>
    </message>
    <message>
        <source>Provider of bills without a ProviderName column.</source>
        <translation>没有 ProviderName 列的账单的云厂商。</translation>
    </message>
    <message>
        <source>A row that repeats an earlier row exactly is not a problem (the bill really has both).</source>
        <translation>与前面某行完全相同的行不算问题（账单确实包含这两行）。</translation>
    </message>
    <message>
        <source>unknown bill kind "%1": only focus is read yet</source>
        <translation>未知的账单类型“%1”：目前只能读取 focus</translation>
    </message>
    <message>
        <source>--currency: '%1' is not an ISO 4217 currency code (e.g. CNY, USD)</source>
        <translation>--currency：'%1' 不是 ISO 4217 货币代码（例如 CNY、USD）</translation>
    </message>
    <message>
        <source>--provider needs a value</source>
        <translation>--provider 需要一个值</translation>
    </message>
    <message>
        <source>no bill file given</source>
        <translation>未指定账单文件</translation>
    </message>
    <message>
        <source>missing actuals command: use check</source>
        <translation>缺少 actuals 子命令：请使用 check</translation>
    </message>
    <message>
        <source>unknown actuals command "%1": use check</source>
        <translation>未知的 actuals 子命令“%1”：请使用 check</translation>
    </message>
    <message>
        <source>Usage: gputco-cli COMMAND [OPTIONS]

GPU TCO Planner: total cost of GPU training on clouds and on your own servers.

Commands:
  compute SCENARIO [--format table|json|csv] [--view cash|amortized]
         [--unit auto|1|k|M] [--lang en|zh_CN]
        Compute every option of a scenario file: totals, cost by category,
        break-even between each cloud and each self-hosted option.
  budget SCENARIO [--format table|json|csv] [--lang en|zh_CN]
        Spend per fiscal year against the scenario's budget (cash view, capex and
        opex), which options fit, and what the budget buys with each: the largest
        GPU count and the longest horizon that fit.
  job SCENARIO [--format table|json] [--trials N] [--seed S] [--lang en|zh_CN]
        The scenario's training job on every option: billed GPU-hours, wall-clock,
        cost; for spot options P10/P50/P90 of cost and finish time (Monte Carlo).
  sensitivity SCENARIO --options A,B [--percent 20] [--metric cost|breakeven]
         [--format table|json] [--lang en|zh_CN]
        Tornado: each key input moved by -/+ the percentage, its effect on the
        total-cost difference A - B or on the break-even month, largest first.
  uncertainty SCENARIO [--trials N] [--seed S] [--format table|json]
         [--lang en|zh_CN]
        P10/P50/P90 of every option's cost, month by month, from the scenario's
        uncertain inputs.
  report SCENARIO -o FILE.pdf [--unit auto|1|k|M] [--lang en|zh_CN]
        The procurement report as an A4 PDF.
  export SCENARIO [--xlsx FILE] [--csv FILE] [--png FILE] [--svg FILE]
         [--chart cumulative|categories] [--lang en|zh_CN]
        Tables and monthly series as XLSX or CSV (UTF-8 with BOM); a chart as
        PNG or SVG.
  schema [--docs FILE.md]
        The JSON Schema of scenario files (draft 2020-12), generated from the
        field table; with --docs, rewrites the generated field tables of FILE.md.
  catalog list|import|export|check ...
        The pricing database (see 'gputco-cli catalog --help').
  actuals check BILL... [--currency C] [--provider P] [--allow-duplicate-rows]
         [--format table|json] [--lang en|zh_CN]
        Read FOCUS CSV bills: every problem by file, row and column; per month
        and currency the rows, BilledCost, EffectiveCost and unused commitment.

Options:
  --lang en|zh_CN  Language of tables, messages and reports; by default the
                   system's (LC_ALL, LC_MESSAGES, LANG: Chinese gives zh_CN,
                   anything else en). JSON and CSV keys do not change.
  --unit U         Money in tables and the report: auto (default), 1, k or M;
                   for CNY 1, k and M are 元, 万元 and 亿元 (also accepted as
                   such). JSON, CSV and XLSX keep exact amounts.
  -h, --help       Show this help.
  -v, --version    Show the version.

Exit status: 0 success, 1 a file that cannot be written or an internal error,
2 invalid input or usage
(the problems are printed on standard error, nothing on standard output).
</source>
        <translation>用法：gputco-cli COMMAND [OPTIONS]

GPU TCO 规划器：GPU 训练在云上和自有服务器上的总成本。

命令：
  compute SCENARIO [--format table|json|csv] [--view cash|amortized]
         [--unit auto|1|k|M] [--lang en|zh_CN]
        计算场景文件中的每个选项：总计、按类别的成本，
        以及每个云选项与每个自建选项之间的盈亏平衡。
  budget SCENARIO [--format table|json|csv] [--lang en|zh_CN]
        按财年对比场景预算的支出（现金视图，资本性支出与费用性支出），
        哪些选项在预算内，以及每个选项用预算能买到什么：
        预算内最多的 GPU 数量和最长的规划期。
  job SCENARIO [--format table|json] [--trials N] [--seed S] [--lang en|zh_CN]
        场景中的训练任务在每个选项上的计费 GPU 小时、实际耗时和成本；
        抢占式实例选项另给出成本和完成时间的 P10/P50/P90（蒙特卡洛）。
  sensitivity SCENARIO --options A,B [--percent 20] [--metric cost|breakeven]
         [--format table|json] [--lang en|zh_CN]
        龙卷风图：每个关键输入调低/调高该百分比，对总成本差额 A - B
        或盈亏平衡月份的影响，按影响从大到小排列。
  uncertainty SCENARIO [--trials N] [--seed S] [--format table|json]
         [--lang en|zh_CN]
        每个选项逐月成本的 P10/P50/P90，
        基于场景中的不确定输入。
  report SCENARIO -o FILE.pdf [--unit auto|1|k|M] [--lang en|zh_CN]
        生成 A4 PDF 格式的采购报告。
  export SCENARIO [--xlsx FILE] [--csv FILE] [--png FILE] [--svg FILE]
         [--chart cumulative|categories] [--lang en|zh_CN]
        将表格和月度序列导出为 XLSX 或 CSV（带 BOM 的 UTF-8）；
        将图表导出为 PNG 或 SVG。
  schema [--docs FILE.md]
        场景文件的 JSON Schema（draft 2020-12），由字段表生成；
        使用 --docs 时，重写 FILE.md 中自动生成的字段表。
  catalog list|import|export|check ...
        价格数据库（参见 'gputco-cli catalog --help'）。
  actuals check BILL... [--currency C] [--provider P] [--allow-duplicate-rows]
         [--format table|json] [--lang en|zh_CN]
        读取 FOCUS CSV 账单：按文件、行和列指出每个问题；按月份和货币
        列出行数、BilledCost、EffectiveCost 和未使用的承诺。

选项：
  --lang en|zh_CN  表格、消息和报告的语言；默认跟随系统
                   （LC_ALL、LC_MESSAGES、LANG：中文为 zh_CN，
                   其他为 en）。JSON 和 CSV 的键不变。
  --unit U         表格和报告中的金额单位：auto（默认）、1、k 或 M；
                   人民币时 1、k、M 即元、万元、亿元（也可直接写
                   元、万元、亿元）。JSON、CSV 和 XLSX 保留精确金额。
  -h, --help       显示此帮助。
  -v, --version    显示版本号。

退出状态：0 表示成功；1 表示有文件无法写入或发生内部错误；
2 表示输入或用法无效
（问题输出到标准错误，标准输出不输出任何内容）。
</translation>
    </message>
</context>
<context>
    <name>gputco::Constraints</name>
    <message>
        <source>domestic accelerators only: %1 is not made in China</source>
        <translation>仅限国产加速卡：%1不是国产</translation>
    </message>
    <message>
        <source>its accelerator</source>
        <translation>其加速卡</translation>
    </message>
    <message>
        <source>domestic accelerators only: the accelerator's origin is not known (enter ecosystem.acceleratorOrigin or a known gpuModel)</source>
        <translation>仅限国产加速卡：加速卡来源未知（请填写ecosystem.acceleratorOrigin或已知的gpuModel）</translation>
    </message>
    <message>
        <source>data must stay in mainland China: this option keeps it outside</source>
        <translation>数据必须留在中国大陆：此方案将数据存放在境外</translation>
    </message>
    <message>
        <source>data must stay in mainland China: where this option keeps the data is not known (enter ecosystem.dataLocation)</source>
        <translation>数据必须留在中国大陆：此方案的数据存放地未知（请填写ecosystem.dataLocation）</translation>
    </message>
    <message>
        <source>RDMA is required above %1 GPUs: this option uses %2 without RDMA</source>
        <translation>超过%1块GPU需要RDMA：此方案使用%2块，没有RDMA</translation>
    </message>
    <message>
        <source>RDMA is required above %1 GPUs: this option uses %2 and has no RDMA stated (enter ecosystem.rdma)</source>
        <translation>超过%1块GPU需要RDMA：此方案使用%2块，且未说明是否有RDMA（请填写ecosystem.rdma）</translation>
    </message>
    <message>
        <source>lead time at most %1 months: this option needs %2</source>
        <translation>交付周期不超过%1个月：此方案需要%2个月</translation>
    </message>
    <message>
        <source>domestic accelerators only</source>
        <translation>仅限国产加速卡</translation>
    </message>
    <message>
        <source>data in mainland China</source>
        <translation>数据存放在中国大陆</translation>
    </message>
    <message>
        <source>RDMA above %1 GPUs</source>
        <translation>超过%1块GPU需RDMA</translation>
    </message>
    <message>
        <source>lead time at most %1 months</source>
        <translation>交付周期不超过%1个月</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>gputco::CostEngine</name>
    <message>
        <source>hours per month must be positive</source>
        <translation>每月小时数必须为正数</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to %2</source>
        <translation>没有从 %1 到 %2 的汇率</translation>
    </message>
    <message>
        <source>the horizon must be between 1 and %1 months</source>
        <translation>规划周期必须在 1 到 %1 个月之间</translation>
    </message>
    <message>
        <source>the demand reaches more than 1,000,000,000 GPUs in month %1, more than the engine counts: lower the growth, the GPU count or the horizon</source>
        <translation>需求在第%1个月超过1,000,000,000张GPU，超出引擎可计算的范围：请降低增长率、GPU数量或规划周期</translation>
    </message>
    <message>
        <source>The last reserved term runs %1 month(s) past the horizon; its cost for them (paid upfront or still owed) is reported as after the horizon, not in the totals.</source>
        <translation>最后一个预留期超出规划周期 %1 个月；这几个月的费用（已预付或仍需支付）列为规划周期之后的金额，不计入总计。</translation>
    </message>
    <message>
        <source>With interruptions the spot capacity needs %1 hours a month, more than the %2 hours a month has: the work slips.</source>
        <translation>考虑中断后，抢占式实例容量每月需要 %1 小时，超过每月的 %2 小时：工作将延后完成。</translation>
    </message>
    <message>
        <source>From month %1 demand exceeds the reserved instances and no on-demand or spot capacity is configured: that demand is not served.</source>
        <translation>从第 %1 个月起，需求超出预留实例数量，且未配置按量付费或抢占式实例容量：这部分需求无法满足。</translation>
    </message>
    <message>
        <source>One-time cost "%1": %2 falls after the horizon and is not in the totals.</source>
        <translation>一次性成本“%1”：%2发生在规划期之后，未计入合计。</translation>
    </message>
    <message>
        <source>Financing payments run past the horizon: %1 is owed after it, not in the totals.</source>
        <translation>融资付款超出规划期：%1 在规划期之后应付，不计入总计。</translation>
    </message>
    <message>
        <source>From month %1 demand (%2 GPUs) exceeds the %3 GPUs owned: the rest is not served.</source>
        <translation>从第 %1 个月起，需求（%2 卡）超出自有的 %3 卡：超出部分无法满足。</translation>
    </message>
    <message>
        <source>Servers arrive in month %1 (lead time %2 months): until then the demand runs on %3.</source>
        <translation>服务器在第 %1 个月到货（交付周期 %2 个月）：在此之前，需求在 %3 上运行。</translation>
    </message>
    <message>
        <source>The servers arrive after the horizon (lead time %1 months): they are paid for and never serve the demand within it.</source>
        <translation>服务器在规划期结束后才到货（交付周期 %1 个月）：已付款，但在规划期内从未满足需求。</translation>
    </message>
    <message>
        <source>Servers arrive in month %1 (lead time %2 months): demand before then is not served by this option.</source>
        <translation>服务器在第 %1 个月到位（交付周期 %2 个月）：此前的需求无法由该选项满足。</translation>
    </message>
    <message>
        <source>Bridge %1: %2</source>
        <translation>过渡方案 %1：%2</translation>
    </message>
    <message>
        <source>Financing payments run past the horizon: %1 is owed after it, not in the totals; its principal, %2, is netted against the servers' value in the compared totals.</source>
        <translation>融资付款超出规划期：%1 在规划期之后应付，不计入总计；其中本金 %2 在比较总计中与服务器价值相抵。</translation>
    </message>
    <message>
        <source>option %1: its total is not a finite number: an amount, a count or a divisor (servers or instances per person, kW per rack, checkpoint interval) is too large or too small</source>
        <translation>方案 %1：总额不是有限数：某个金额、数量或除数（每人负责的服务器或实例数、每机柜千瓦数、检查点间隔）过大或过小</translation>
    </message>
    <message>
        <source>Compute subsidy "%1": %2 over the yearly cap is not received.</source>
        <translation>算力补贴“%1”：超过年度上限的 %2 不予发放。</translation>
    </message>
    <message>
        <source>Compute subsidy "%1": %2 would be paid after the horizon and is not in the totals.</source>
        <translation>算力补贴“%1”：%2 将在规划期结束后到账，未计入合计。</translation>
    </message>
</context>
<context>
    <name>gputco::CumulativeChart</name>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>%1
Month %2: %3</source>
        <translation>%1
第 %2 个月：%3</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost (shaded: P10 to P90 of %1 draws)</source>
        <translation>累计成本（阴影：%1 次抽样的 P10 至 P90）</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Uncertainty bands not computed: %1 would need about %2 of memory. View &gt; Compute uncertainty bands starts them.</source>
        <translation>未计算不确定性区间：%1约需%2内存。可通过“视图 &gt; 计算不确定性区间”启动。</translation>
    </message>
    <message>
        <source>Uncertainty bands cancelled. View &gt; Compute uncertainty bands starts them again.</source>
        <translation>已取消计算不确定性区间。可通过“视图 &gt; 计算不确定性区间”重新启动。</translation>
    </message>
</context>
<context>
    <name>gputco::CumulativeModel</name>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
</context>
<context>
    <name>gputco::CurrencyPin</name>
    <message>
        <source>the job's prices for option %1 are in two currencies (fallback price in %2, data prices in %3): give them a currency first</source>
        <translation>作业在选项 %1 上的价格使用了两种货币（回退价格为 %2，数据价格为 %3）：请先为它们指定货币</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to %2: add one to the exchange rates first, so that amounts keep their currency and are converted</source>
        <translation>没有从 %1 到 %2 的汇率：请先在汇率中添加，以便各金额保留其货币并进行换算</translation>
    </message>
</context>
<context>
    <name>gputco::DecisionModel</name>
    <message>
        <source>Needs at least one cloud and one self-hosted option.</source>
        <translation>至少需要一个云选项和一个自建选项。</translation>
    </message>
    <message>
        <source>Cash flows rent - own, monthly: purchases at the start of their month, other costs at the end</source>
        <translation>现金流 = 租用 - 自有，按月：购置在当月月初，其他成本在月末</translation>
    </message>
    <message>
        <source>Cash flows rent - own, yearly: month-1 purchases at time 0, other costs at the end of their year</source>
        <translation>现金流 = 租用 - 自有，按年：第 1 个月的购置记在第 0 期，其他成本在当年年末</translation>
    </message>
    <message>
        <source>the book value at the end of the horizon is credited to owning</source>
        <translation>规划周期末的账面价值计入购买方案</translation>
    </message>
    <message>
        <source>nothing is credited at the end of the horizon</source>
        <translation>规划周期末不计入任何价值</translation>
    </message>
    <message>
        <source>%1; %2. Positive NPV: owning is worth it.</source>
        <translation>%1；%2。净现值为正：购买更划算。</translation>
    </message>
    <message>
        <source>Sum of the cash flows rent - own, undiscounted, with the book value credited if it is.</source>
        <translation>现金流（租用 - 自有）的未折现合计，如计入账面价值则含之。</translation>
    </message>
    <message>
        <source>Net present value of buying instead of renting at the scenario's discount rate.</source>
        <translation>按场景折现率计算的购买而非租用的净现值。</translation>
    </message>
    <message>
        <source>Annual discount rate at which the NPV of the decision is zero.</source>
        <translation>使该决策净现值为零的年折现率。</translation>
    </message>
    <message>
        <source>Time until the cumulative cash flows rent - own stay non-negative.</source>
        <translation>累计现金流（租用 - 自有）此后保持非负所需的时间。</translation>
    </message>
    <message>
        <source>The same on discounted cash flows.</source>
        <translation>同上，按折现后的现金流计算。</translation>
    </message>
    <message>
        <source>Book value of the owned servers credited in the last period.</source>
        <translation>在最后一期计入的自有服务器账面价值。</translation>
    </message>
    <message>
        <source>Own / rent</source>
        <translation>自有 / 租用</translation>
    </message>
    <message>
        <source>Saving (%1)</source>
        <translation>节省（%1）</translation>
    </message>
    <message>
        <source>NPV of the decision (%1)</source>
        <translation>决策净现值（%1）</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>回收期</translation>
    </message>
    <message>
        <source>Discounted payback</source>
        <translation>折现回收期</translation>
    </message>
    <message>
        <source>Book value credited</source>
        <translation>计入的账面价值</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>No IRR: the cash flows never change sign</source>
        <translation>无内部收益率：现金流从不改变符号</translation>
    </message>
    <message>
        <source>No IRR: no rate makes the NPV zero</source>
        <translation>无内部收益率：没有折现率能使净现值为零</translation>
    </message>
    <message>
        <source>The cash flows change sign %1 times; the IRR shown may not be the only one</source>
        <translation>现金流改变符号 %1 次；所示内部收益率可能不是唯一的</translation>
    </message>
    <message>
        <source>the expected resale value at the end of the horizon is credited to owning</source>
        <translation>规划周期结束时的预计转售价值计入购买方案</translation>
    </message>
    <message>
        <source>%1: tax saved %2, total %3, PV of cost %4</source>
        <translation>%1：节税%2，税后合计%3，税后成本现值%4</translation>
    </message>
    <message>
        <source>After income tax at %1%: %2.</source>
        <translation>按%1%企业所得税计算的税后数字：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>NPV of the cash flows after income tax: each option's flows less the tax its deductions save, and the credit at the end less the tax on its excess over the remaining tax value.</source>
        <translation>税后现金流的净现值：各方案现金流减去其税前扣除带来的节税额；期末抵减额减去其超出剩余计税基础部分应缴的税。</translation>
    </message>
    <message>
        <source>Annual discount rate at which the after-tax NPV of the decision is zero.</source>
        <translation>使该决策税后净现值为零的年折现率。</translation>
    </message>
    <message>
        <source>After-tax NPV (%1)</source>
        <translation>税后净现值（%1）</translation>
    </message>
    <message>
        <source>After-tax IRR</source>
        <translation>税后内部收益率</translation>
    </message>
</context>
<context>
    <name>gputco::Edits</name>
    <message>
        <source>New cloud option</source>
        <translation>新建云选项</translation>
    </message>
    <message>
        <source>Own servers</source>
        <translation>自有服务器</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
</context>
<context>
    <name>gputco::EfficiencyClasses</name>
    <message>
        <source>Ordinary cloud disk</source>
        <translation>普通云盘</translation>
    </message>
    <message>
        <source>Seed documents: ordinary cloud disks leave GPUs 20-30% busy (IO-bound); 25% is the middle</source>
        <translation>种子数据记录：使用普通云盘时 GPU 忙碌率仅 20-30%（受 IO 限制）；取中间值 25%</translation>
    </message>
    <message>
        <source>Parallel file system (CPFS, Lustre/FSx, Turbo)</source>
        <translation>并行文件系统（CPFS、Lustre/FSx、Turbo）</translation>
    </message>
    <message>
        <source>Seed documents: parallel file systems keep GPUs above 80% busy</source>
        <translation>种子数据记录：并行文件系统可使 GPU 忙碌率保持在 80% 以上</translation>
    </message>
    <message>
        <source>Ethernet without RDMA</source>
        <translation>无 RDMA 的以太网</translation>
    </message>
    <message>
        <source>Seed documents: multi-node training without RDMA/InfiniBand can lose 50% or more</source>
        <translation>种子数据记录：没有 RDMA/InfiniBand 的多节点训练可能损失 50% 或更多</translation>
    </message>
    <message>
        <source>RDMA fabric (InfiniBand, RoCE, EFA)</source>
        <translation>RDMA 网络（InfiniBand、RoCE、EFA）</translation>
    </message>
    <message>
        <source>MosaicML llm-foundry benchmark tables: per-GPU throughput within a few percent from 8 to 128 GPUs</source>
        <translation>MosaicML llm-foundry 基准测试表：从 8 卡到 128 卡，单卡吞吐量相差仅几个百分点</translation>
    </message>
</context>
<context>
    <name>gputco::Exporter</name>
    <message>
        <source>%1: cannot be written</source>
        <translation>%1：无法写入</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>总计（%1）</translation>
    </message>
    <message>
        <source>Hidden fees</source>
        <translation>隐性费用</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Useful GPU-hours</source>
        <translation>有效 GPU 小时</translation>
    </message>
    <message>
        <source>Unmet GPU-hours</source>
        <translation>未满足的 GPU 小时</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月度</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Cloud option</source>
        <translation>云选项</translation>
    </message>
    <message>
        <source>Self-hosted option</source>
        <translation>自建选项</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>Payback (months)</source>
        <translation>回收期（月）</translation>
    </message>
    <message>
        <source>Break-even busy hours per month</source>
        <translation>盈亏平衡的每月忙碌小时数</translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Total cost by category</source>
        <translation>按类别的总成本</translation>
    </message>
    <message>
        <source>Fiscal years</source>
        <translation>财年</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>财年</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Spend (%1)</source>
        <translation>支出（%1）</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本性支出</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>费用性支出</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>预算余量</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>资本性支出预算</translation>
    </message>
    <message>
        <source>Capex headroom</source>
        <translation>资本性支出余量</translation>
    </message>
    <message>
        <source>Opex budget</source>
        <translation>费用性支出预算</translation>
    </message>
    <message>
        <source>Opex headroom</source>
        <translation>费用性支出余量</translation>
    </message>
    <message>
        <source>First overrun month</source>
        <translation>首次超支月份</translation>
    </message>
    <message>
        <source>Book value at end (%1)</source>
        <translation>期末账面价值（%1）</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>购买决策</translation>
    </message>
    <message>
        <source>Saving, undiscounted (%1)</source>
        <translation>节省，未折现（%1）</translation>
    </message>
    <message>
        <source>NPV of the decision (%1)</source>
        <translation>决策净现值（%1）</translation>
    </message>
    <message>
        <source>IRR (a year)</source>
        <translation>内部收益率（年）</translation>
    </message>
    <message>
        <source>Payback (years)</source>
        <translation>回收期（年）</translation>
    </message>
    <message>
        <source>Discounted payback (months)</source>
        <translation>折现回收期（月）</translation>
    </message>
    <message>
        <source>Discounted payback (years)</source>
        <translation>折现回收期（年）</translation>
    </message>
    <message>
        <source>Book value credited (%1)</source>
        <translation>计入的账面价值（%1）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Cash flows rent - own, monthly: purchases at the start of their month, other costs at the end.</source>
        <translation>现金流 = 租用 - 自有，按月：购置在当月月初，其他成本在月末。</translation>
    </message>
    <message>
        <source>Cash flows rent - own, yearly: month-1 purchases at time 0, other costs at the end of their year.</source>
        <translation>现金流 = 租用 - 自有，按年：第 1 个月的购置记在第 0 期，其他成本在当年年末。</translation>
    </message>
    <message>
        <source>The book value at the end of the horizon is credited to owning.</source>
        <translation>规划周期末的账面价值计入购买方案。</translation>
    </message>
    <message>
        <source>Nothing is credited at the end of the horizon.</source>
        <translation>规划周期末不计入任何价值。</translation>
    </message>
    <message>
        <source>The expected resale value at the end of the horizon is credited to owning.</source>
        <translation>规划周期结束时的预计转售价值计入购买方案。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>entered in the scenario</source>
        <translation>方案中录入</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>报告货币</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>测算期</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Hours in a month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>GPUs needed in year 1</source>
        <translation>第1年所需GPU数</translation>
    </message>
    <message>
        <source>Busy hours per GPU</source>
        <translation>每卡忙碌小时数</translation>
    </message>
    <message>
        <source>hours a month</source>
        <translation>小时/月</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>Cloud compute price change</source>
        <translation>云算力价格变化</translation>
    </message>
    <message>
        <source>Hardware price change</source>
        <translation>硬件价格变化</translation>
    </message>
    <message>
        <source>Power price change</source>
        <translation>电价变化</translation>
    </message>
    <message>
        <source>Space price change</source>
        <translation>机房空间价格变化</translation>
    </message>
    <message>
        <source>Staff cost change</source>
        <translation>人员成本变化</translation>
    </message>
    <message>
        <source>Fees price change</source>
        <translation>费用价格变化</translation>
    </message>
    <message>
        <source>End of horizon</source>
        <translation>测算期末</translation>
    </message>
    <message>
        <source>book value credited</source>
        <translation>按账面价值抵减</translation>
    </message>
    <message>
        <source>expected resale value credited</source>
        <translation>按预计转售价值抵减</translation>
    </message>
    <message>
        <source>nothing credited</source>
        <translation>不抵减</translation>
    </message>
    <message>
        <source>Prices include VAT</source>
        <translation>价格含增值税</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Input VAT recoverable</source>
        <translation>进项税额可抵扣</translation>
    </message>
    <message>
        <source>Income tax rate</source>
        <translation>企业所得税税率</translation>
    </message>
    <message>
        <source>Tax depreciation</source>
        <translation>税法折旧</translation>
    </message>
    <message>
        <source>One-off full deduction</source>
        <translation>一次性税前扣除</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Price lines</source>
        <translation>价格明细</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>刊例价</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>价格库编号</translation>
    </message>
    <message>
        <source>(all options)</source>
        <translation>（所有选项）</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>incl. VAT</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>excl. VAT</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>End-of-horizon credit (%1)</source>
        <translation>期末抵减额（%1）</translation>
    </message>
    <message>
        <source>Tax saved (%1)</source>
        <translation>节省的所得税（%1）</translation>
    </message>
    <message>
        <source>After-tax total (%1)</source>
        <translation>税后总计（%1）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Discounted</source>
        <translation>折现值</translation>
    </message>
    <message>
        <source>Tax saved</source>
        <translation>节省的所得税</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>税后</translation>
    </message>
    <message>
        <source>After tax, discounted</source>
        <translation>税后折现值</translation>
    </message>
    <message>
        <source>Calendar month</source>
        <translation>日历月份</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年度</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年度</translation>
    </message>
    <message>
        <source>After tax (%1)</source>
        <translation>税后（%1）</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>（未保存）</translation>
    </message>
    <message>
        <source>(the file cannot be read)</source>
        <translation>（无法读取该文件）</translation>
    </message>
    <message>
        <source>not dated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>oldest %1, newest %2</source>
        <translation>最早%1，最新%2</translation>
    </message>
    <message>
        <source>(%1 of %2 price lines not dated)</source>
        <translation>（%2条价格明细中有%1条未注明日期）</translation>
    </message>
    <message>
        <source>Scenario file</source>
        <translation>方案文件</translation>
    </message>
    <message>
        <source>SHA-256 of the file</source>
        <translation>文件的SHA-256</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>导出时间</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>Amounts</source>
        <translation>金额口径</translation>
    </message>
    <message>
        <source>Cost view</source>
        <translation>成本视图</translation>
    </message>
    <message>
        <source>cash: payments in the month they are made</source>
        <translation>现金：按付款当月计</translation>
    </message>
    <message>
        <source>amortized: purchases spread over their life</source>
        <translation>摊销：购置支出按使用年限分摊</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>(scenario)</source>
        <translation>（方案）</translation>
    </message>
    <message>
        <source>Owning cheaper for good from month</source>
        <translation>自购自该月起一直更便宜</translation>
    </message>
    <message>
        <source>years, by each option's depreciation method (straight line for value decay)</source>
        <translation>年，按各方案的折旧方法（价值衰减法按直线法）</translation>
    </message>
    <message>
        <source>Capex as paid</source>
        <translation>实际支付的资本支出</translation>
    </message>
    <message>
        <source> [cut: %1 characters in all]</source>
        <translation> [已截断：共 %1 个字符]</translation>
    </message>
    <message>
        <source>Input VAT recovered after</source>
        <translation>进项税抵扣滞后</translation>
    </message>
    <message>
        <source>R&amp;D super deduction</source>
        <translation>研发费用加计扣除</translation>
    </message>
    <message>
        <source>R&amp;D share of the qualifying spend</source>
        <translation>符合条件支出中的研发占比</translation>
    </message>
    <message>
        <source>%1; paid after %2 months</source>
        <translation>%1；支出后 %2 个月到账</translation>
    </message>
    <message>
        <source>; at most %1 a year</source>
        <translation>；每年最多 %1</translation>
    </message>
    <message>
        <source>; spend until %1</source>
        <translation>；支出截至 %1</translation>
    </message>
    <message>
        <source>Compute subsidy: %1</source>
        <translation>算力补贴：%1</translation>
    </message>
    <message>
        <source>Of tax saved: R&amp;D super deduction (%1)</source>
        <translation>节税中：研发费用加计扣除（%1）</translation>
    </message>
    <message>
        <source>PV of cost (%1)</source>
        <translation>成本现值（%1）</translation>
    </message>
    <message>
        <source>After-tax PV of cost (%1)</source>
        <translation>税后成本现值（%1）</translation>
    </message>
    <message>
        <source>First month</source>
        <comment>the plan month a fiscal year starts in</comment>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>Cash flows rent - own, by month</source>
        <translation>现金流（租用 − 自建），按月</translation>
    </message>
    <message>
        <source>Cash flows rent - own, by year</source>
        <translation>现金流（租用 − 自建），按年</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Budget every fiscal year</source>
        <translation>每个财年的预算</translation>
    </message>
    <message>
        <source>Budget for the horizon</source>
        <translation>整个期间的预算</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>%1 预算</translation>
    </message>
    <message>
        <source>Budget into the results' currency and VAT basis (engine)</source>
        <translation>预算折算为结果币种和增值税口径的系数（引擎计算）</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Debt owed at the end (%1)</source>
        <translation>期末尚欠债务（%1）</translation>
    </message>
    <message>
        <source>Compared total (%1)</source>
        <translation>比较合计（%1）</translation>
    </message>
    <message>
        <source>Totals are formulas over the Monthly sheet. The end-of-horizon credit follows the scenario's treatment (see Inputs) and the debt is the principal of financing still owed after the horizon; the compared total (total - credit + debt) is what the ranking compares. The total itself is the cash spent within the horizon.</source>
        <translation>总计是基于“月度”表的公式。期末抵减按场景的处理方式计算（见“输入”），债务是期末之后仍需偿还的融资本金；比较总计（总计 - 抵减 + 债务）是排名所比较的数值。总计本身是期间内支付的现金。</translation>
    </message>
    <message>
        <source>Paid at the start of the month</source>
        <translation>月初支付</translation>
    </message>
    <message>
        <source>Deducted apart (engine)</source>
        <translation>单独扣除（引擎计算）</translation>
    </message>
    <message>
        <source>Tax deductions</source>
        <translation>税前扣除额</translation>
    </message>
    <message>
        <source>R&amp;D qualifying apart (engine)</source>
        <translation>单独计入的研发加计扣除基数（引擎计算）</translation>
    </message>
    <message>
        <source>R&amp;D qualifying deductions</source>
        <translation>研发加计扣除基数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An input's name: what it is, then which part ("Budget 2027: Capex").</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>computed by the engine from the exchange rates and the VAT rates of the budget's basis; change those in the app</source>
        <translation>由引擎根据预算口径的汇率和增值税税率计算；请在应用中修改它们</translation>
    </message>
    <message>
        <source>Quantities</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>of the hours in a month</source>
        <translation>占每月小时数</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Busy hours used</source>
        <extracomment>Busy hours as the engine uses them: between 0 and the hours in a month.</extracomment>
        <translation>计入的忙碌小时数</translation>
    </message>
    <message>
        <source>Yellow cells are read by the formulas: change one and every sheet follows (the discount rate, the income-tax rates, the budget amounts, the busy hours, the price trends, and the cloud prices, rates and exchange rates below). Monthly amounts in formulas are made of the Quantities sheet's quantities and these prices; the other monthly amounts are the engine's and may be changed too: totals, tax saved, decisions and fiscal years follow. Quantities (instances, servers, terms, interruptions) are the engine's for the GPU count shown: the check cell below says when an edit needs the app.</source>
        <translation>黄色单元格由公式读取：修改任一单元格，所有工作表随之更新（折现率、所得税税率、预算金额、利用率、价格趋势，以及下方的云价格、费率和汇率）。以公式表示的月度金额由“数量”表中的数量乘以这些价格得出；其余月度金额为引擎计算值，也可以修改：合计、节税额、决策和财年随之更新。数量（实例、服务器、期限、中断）为引擎按所示 GPU 数量计算的值：修改后如需在应用中重新计算，下方的检查单元格会说明。</translation>
    </message>
    <message>
        <source>Prices the formulas read</source>
        <translation>公式读取的价格</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Reserved term: rate, per instance-hour</source>
        <translation>预留期限：单价，每实例小时</translation>
    </message>
    <message>
        <source>Reserved term: list price, per instance-hour</source>
        <translation>预留期限：目录价，每实例小时</translation>
    </message>
    <message>
        <source>Reserved term: discount off the list price</source>
        <translation>预留期限：相对目录价的折扣</translation>
    </message>
    <message>
        <source>derived: rate x hours in a month x %1 months, %2 % upfront</source>
        <translation>推算：单价 × 每月小时数 × %1 个月，预付 %2%</translation>
    </message>
    <message>
        <source>Platform surcharge on compute</source>
        <translation>平台对计算费用的加收比例</translation>
    </message>
    <message>
        <source>Exchange rates the formulas read</source>
        <translation>公式读取的汇率</translation>
    </message>
    <message>
        <source>From</source>
        <translation>源币种</translation>
    </message>
    <message>
        <source>To</source>
        <translation>目标币种</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Factor into %1</source>
        <translation>折算为 %1 的系数</translation>
    </message>
    <message>
        <source>The GPU count changed: instances, reserved terms, servers and the Quantities sheet are the engine's for %1 GPUs; recompute in the app. </source>
        <translation>GPU 数量已更改：实例、预留期限、服务器和“数量”表仍为引擎按 %1 张 GPU 计算的值；请在应用中重新计算。</translation>
    </message>
    <message>
        <source>tax deducted apart</source>
        <translation>单独扣除的税项</translation>
    </message>
    <message>
        <source>fiscal-year spend</source>
        <translation>财年支出</translation>
    </message>
    <message>
        <source>%1: %2 are the engine's and do not follow the inputs changed; recompute in the app. </source>
        <translation>%1：%2 为引擎计算值，不随已更改的输入变化；请在应用中重新计算。</translation>
    </message>
    <message>
        <source>Recompute in the app</source>
        <translation>需在应用中重新计算</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Per busy hour</source>
        <translation>按忙碌小时计</translation>
    </message>
    <message>
        <source>Price trend</source>
        <translation>价格趋势</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Cloud compute</source>
        <translation>云计算</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>机房空间</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>手续费</translation>
    </message>
    <message>
        <source>Price trend factor</source>
        <translation>价格趋势系数</translation>
    </message>
    <message>
        <source>As exported</source>
        <translation>导出时的值</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>Recompute in the app, by option</source>
        <translation>需在应用中重新计算（按选项）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Inputs every option reads: changed</source>
        <translation>所有选项共用的输入：已更改</translation>
    </message>
    <message>
        <source>Cumulative, by month</source>
        <translation>累计，按月</translation>
    </message>
    <message>
        <source>Cumulative, by year</source>
        <translation>累计，按年</translation>
    </message>
    <message>
        <source>Cumulative discounted, by month</source>
        <translation>折现累计，按月</translation>
    </message>
    <message>
        <source>Cumulative discounted, by year</source>
        <translation>折现累计，按年</translation>
    </message>
</context>
<context>
    <name>gputco::FeeIo</name>
    <message>
        <source>is required</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <source>'%1' is not a provider id (letters, digits, '-', '_' and '.')</source>
        <translation>“%1”不是云厂商编号（字母、数字、“-”、“_”和“.”）</translation>
    </message>
    <message>
        <source>'%1' is not a fee category (%2)</source>
        <translation>“%1”不是费用类别（%2）</translation>
    </message>
    <message>
        <source>'%1' is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>%1 is negative</source>
        <translation>%1为负数</translation>
    </message>
    <message>
        <source>%1 is implausibly large (more than 1e+09)</source>
        <translation>%1大得不合理（超过1e+09）</translation>
    </message>
    <message>
        <source>'%1' is not an ISO 4217 currency code</source>
        <translation>“%1”不是ISO 4217货币代码</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD, YYYY-MM or YYYY)</source>
        <translation>“%1”不是日期（YYYY-MM-DD、YYYY-MM或YYYY）</translation>
    </message>
    <message>
        <source>'%1' is given twice in the file (the same provider, product, category, item, region, tier and unit make the same id)</source>
        <translation>“%1”在文件中出现两次（相同的云厂商、产品、类别、计费项、地域、阶梯和单位生成相同的编号）</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>未知列</translation>
    </message>
    <message>
        <source>column appears twice</source>
        <translation>列重复出现</translation>
    </message>
    <message>
        <source>required column is missing</source>
        <translation>缺少必需的列</translation>
    </message>
    <message>
        <source>the file has a header and no fee</source>
        <translation>文件只有表头，没有费用</translation>
    </message>
    <message>
        <source>not valid JSON (truncated file?)</source>
        <translation>不是有效的JSON（文件被截断？）</translation>
    </message>
    <message>
        <source>the key is given twice in one object; keep one</source>
        <translation>同一对象中该键出现两次；请只保留一个</translation>
    </message>
    <message>
        <source>expected an object with a "fees" array</source>
        <translation>应为包含“fees”数组的对象</translation>
    </message>
    <message>
        <source>expected "gputco-fees"</source>
        <translation>应为“gputco-fees”</translation>
    </message>
    <message>
        <source>fee-list version %1 is not supported: this program reads version 1</source>
        <translation>不支持费用价格表版本%1：本程序读取版本1</translation>
    </message>
    <message>
        <source>fee entry is not an object</source>
        <translation>费用条目不是对象</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>expected a string or a number</source>
        <translation>应为字符串或数字</translation>
    </message>
    <message>
        <source>the list has no fee</source>
        <translation>列表中没有费用</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: a fee price list is a .csv or .json file</source>
        <translation>%1：费用价格表须为 .csv 或 .json 文件</translation>
    </message>
    <message>
        <source>unknown top-level key (known: format, version, fees; x-... for notes)</source>
        <translation>未知的顶层键（已知：format、version、fees；注释请用 x-...）</translation>
    </message>
    <message>
        <source>%1 is implausibly small (less than 1e-09 but not 0): a unit or typing error?</source>
        <translation>%1 小得不合常理（小于 1e-09 但不为 0）：单位或输入有误？</translation>
    </message>
</context>
<context>
    <name>gputco::FeePresetDialog</name>
    <message>
        <source>Fee from a price list</source>
        <translation>从价格表选取费用</translation>
    </message>
    <message>
        <source>Storage (per GB-month)</source>
        <translation>存储（每GB每月）</translation>
    </message>
    <message>
        <source>Internet egress (per GB)</source>
        <translation>公网出流量（每GB）</translation>
    </message>
    <message>
        <source>Bandwidth (per Mbps-month)</source>
        <translation>带宽（每Mbps每月）</translation>
    </message>
    <message>
        <source>Requests (per 1,000)</source>
        <translation>请求（每千次）</translation>
    </message>
    <message>
        <source>Search: product, class, region…</source>
        <translation>搜索：产品、类型、地域…</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>计费项</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>阶梯</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Use this price</source>
        <translation>使用此价格</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部云厂商</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (commit date)</source>
        <translation>%1（提交日期）</translation>
    </message>
    <message>
        <source>%1, stale</source>
        <translation>%1，已过时</translation>
    </message>
    <message>
        <source>Stale: dated more than %1 months ago; confirm it with a current price list.</source>
        <translation>已过时：日期早于%1个月前；请以最新价格表核实。</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1个价格</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至%1</translation>
    </message>
    <message>
        <source>Fee preset %1 (%2): %3</source>
        <translation>费用预设%1（%2）：%3</translation>
    </message>
    <message>
        <source>storage takes a price per GB-month</source>
        <translation>存储需要每GB每月的价格</translation>
    </message>
    <message>
        <source>internet egress takes a price per GB</source>
        <translation>公网出流量需要每GB的价格</translation>
    </message>
    <message>
        <source>bandwidth takes a price per Mbps-month</source>
        <translation>带宽需要每Mbps每月的价格</translation>
    </message>
    <message>
        <source>requests take a price per 1,000 or per 10,000 requests</source>
        <translation>请求需要每千次或每万次的价格</translation>
    </message>
    <message>
        <source>Import fee list…</source>
        <translation>导入费用价格表…</translation>
    </message>
    <message>
        <source>Add your own fee prices from a CSV or JSON file (the columns are described in docs/pricing-db.md); every row is checked and nothing is imported when one is wrong.</source>
        <translation>从 CSV 或 JSON 文件导入您自己的费用价格（各列说明见 docs/pricing-db.md）；每一行都会检查，只要有一行有误，就不会导入任何内容。</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……另有 %1 个问题</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found; nothing was imported:</source>
        <translation>
            <numerusform>发现 %n 个问题；未导入任何内容：</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1 fee presets from %2.</source>
        <translation>已从 %2 导入 %1 条费用预设。</translation>
    </message>
    <message>
        <source>Import fee list</source>
        <translation>导入费用价格表</translation>
    </message>
    <message>
        <source>Fee lists (*.csv *.json);;All files (*)</source>
        <translation>费用价格表 (*.csv *.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>gputco::Fields</name>
    <message>
        <source>Format version</source>
        <translation>格式版本</translation>
    </message>
    <message>
        <source>1. Files written by a newer version of GPU TCO Planner are refused with a message.</source>
        <translation>取值为 1。由更新版本的 GPU TCO 规划器写入的文件会被拒绝，并给出提示。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Shown in charts and reports.</source>
        <translation>显示在图表和报告中。</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>What the scenario is about, its sources and assumptions.</source>
        <translation>场景的内容、数据来源和假设。</translation>
    </message>
    <message>
        <source>Expected conclusion</source>
        <translation>预期结论</translation>
    </message>
    <message>
        <source>The conclusion the author expects (the examples' is checked by tests).</source>
        <translation>作者预期的结论（示例场景的预期结论由测试验证）。</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>All results are converted into this currency with the scenario's dated exchange rates.</source>
        <translation>所有结果均按场景中注明日期的汇率换算为此币种。</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划周期</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>730 = 8,760 hours a year / 12 (COST-MODEL convention). Some sources use 720.</source>
        <translation>730 = 每年 8,760 小时 / 12（COST-MODEL 约定）。部分来源使用 720。</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Annual cost of capital for the net present value; 0 = no discounting. Monthly rate = (1 + d)^(1/12) - 1.</source>
        <translation>计算净现值所用的年资本成本；0 = 不折现。月折现率 = (1 + d)^(1/12) - 1。</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Dated rates from every other currency used to the reporting currency (direct or inverse).</source>
        <translation>所用的每种其他币种到报告币种的汇率，需注明日期（正向或反向汇率均可）。</translation>
    </message>
    <message>
        <source>Price trends</source>
        <translation>价格趋势</translation>
    </message>
    <message>
        <source>Yearly price changes by price class.</source>
        <translation>各类价格的年度变化。</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>What the training needs (capacity view).</source>
        <translation>训练所需的资源（容量视图）。</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Cloud and self-hosted options; may be empty while a scenario is being set up.</source>
        <translation>云选项和自建选项；场景搭建期间可以为空。</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>One training job priced on every option (job view).</source>
        <translation>在每个选项上计价的同一个训练任务（任务视图）。</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>Uncertain inputs for the P10-P90 bands.</source>
        <translation>用于计算 P10-P90 区间的不确定输入。</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>What-ifs kept under a name.</source>
        <translation>命名保存的假设分析。</translation>
    </message>
    <message>
        <source>From</source>
        <translation>源币种</translation>
    </message>
    <message>
        <source>One unit of this currency buys `rate` units of `to`.</source>
        <translation>1 单位此币种可兑换 `rate` 单位的 `to`。</translation>
    </message>
    <message>
        <source>To</source>
        <translation>目标币种</translation>
    </message>
    <message>
        <source>The currency the rate converts into.</source>
        <translation>汇率换算的目标币种。</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Units of `to` per unit of `from`.</source>
        <translation>每单位 `from` 可兑换的 `to` 数量。</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Date of the rate; of several rates for a pair the latest is used.</source>
        <translation>汇率的日期；同一币种对有多个汇率时，使用最新的一个。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Where the rate comes from; shown with results.</source>
        <translation>汇率的来源；随结果一起显示。</translation>
    </message>
    <message>
        <source>Cloud price trend</source>
        <translation>云价格趋势</translation>
    </message>
    <message>
        <source>Yearly change of on-demand and spot prices, and of each new reserved term (a term keeps the price it starts with). GPU-hour prices have been falling; negative = cheaper each year.</source>
        <translation>按量付费和抢占式实例价格以及每个新预留期价格的年度变化（每个预留期保持其开始时的价格）。GPU 小时价格一直在下降；负数 = 逐年降价。</translation>
    </message>
    <message>
        <source>Hardware price trend</source>
        <translation>硬件价格趋势</translation>
    </message>
    <message>
        <source>Yearly change of the server price paid at each refresh.</source>
        <translation>每次更新换代时所付服务器价格的年度变化。</translation>
    </message>
    <message>
        <source>Electricity price trend</source>
        <translation>电价趋势</translation>
    </message>
    <message>
        <source>Yearly change of the electricity price.</source>
        <translation>电价的年度变化。</translation>
    </message>
    <message>
        <source>Space price trend</source>
        <translation>机房空间价格趋势</translation>
    </message>
    <message>
        <source>Yearly change of rack rent and colocation.</source>
        <translation>机柜租金和托管费用的年度变化。</translation>
    </message>
    <message>
        <source>Salary trend</source>
        <translation>薪资趋势</translation>
    </message>
    <message>
        <source>Yearly change of the cost of operations staff.</source>
        <translation>运维人员成本的年度变化。</translation>
    </message>
    <message>
        <source>Fee trend</source>
        <translation>费用趋势</translation>
    </message>
    <message>
        <source>Yearly change of the hidden fees (storage, IO, egress ...).</source>
        <translation>隐性费用（存储、IO、出网流量……）的年度变化。</translation>
    </message>
    <message>
        <source>GPU class</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>The GPU the training needs, e.g. A100 80GB.</source>
        <translation>训练所需的 GPU，例如 A100 80GB。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>GPUs needed in year 1. Instances and servers are rounded up to whole units.</source>
        <translation>第 1 年所需的 GPU 数量。实例数和服务器台数向上取整。</translation>
    </message>
    <message>
        <source>h/month</source>
        <translation>小时/月</translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation>忙碌小时数</translation>
    </message>
    <message>
        <source>Hours each GPU is busy per month, at most hoursPerMonth; 730 = always busy. Reserved terms and owned servers cost the same whatever this is.</source>
        <translation>每块 GPU 每月的忙碌小时数，不超过 hoursPerMonth；730 = 始终忙碌。无论取值多少，包年包月和自有服务器的成本都不变。</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>The busy hours as a share of hoursPerMonth.</source>
        <translation>忙碌小时数占 hoursPerMonth 的比例。</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>Demand grows by this much at each 12-month anniversary: GPUs in month m = ceil(gpuCount x (1 + g)^floor((m - 1) / 12)).</source>
        <translation>需求在每满 12 个月时按此比例增长：第 m 个月的 GPU 数 = ceil(gpuCount x (1 + g)^floor((m - 1) / 12))。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Unique within the file; used in CLI output and break-even pairs.</source>
        <translation>在文件内唯一；用于命令行输出和盈亏平衡配对。</translation>
    </message>
    <message>
        <source>Shown in tables, charts and reports.</source>
        <translation>显示在表格、图表和报告中。</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>A cloud option or servers of your own.</source>
        <translation>云选项或自有服务器。</translation>
    </message>
    <message>
        <source>the reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Default currency of the option's amounts.</source>
        <translation>该选项各项金额的默认币种。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Free text: quote validity, taxes included, contacts.</source>
        <translation>自由文本：报价有效期、是否含税、联系人等。</translation>
    </message>
    <message>
        <source>Hidden fees</source>
        <translation>隐性费用</translation>
    </message>
    <message>
        <source>Egress, storage, IO and other fees beside the GPU price.</source>
        <translation>GPU 单价之外的出网流量、存储、IO 及其他费用。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Cloud provider, e.g. alibaba, tencent, aws.</source>
        <translation>云厂商，例如 alibaba、tencent、aws。</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Region or availability zone of the price.</source>
        <translation>该价格对应的地域或可用区。</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>The provider's instance type name.</source>
        <translation>云厂商的实例规格名称。</translation>
    </message>
    <message>
        <source>Catalog price</source>
        <translation>价格目录条目</translation>
    </message>
    <message>
        <source>Stable id of the price row in the pricing catalog.</source>
        <translation>该价格在价格目录中的固定 ID。</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每实例卡数</translation>
    </message>
    <message>
        <source>Instances = GPUs needed / GPUs per instance, rounded up.</source>
        <translation>实例数 = 所需 GPU 数 / 每实例卡数，向上取整。</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Pay-as-you-go (按量付费).</source>
        <translation>按量付费（按实际使用计费）。</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Reserved or subscription term (包年包月).</source>
        <translation>包年包月（预留或订阅期限）。</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Spot or preemptible capacity (抢占式, 竞价).</source>
        <translation>抢占式或竞价实例容量。</translation>
    </message>
    <message>
        <source>the option's currency</source>
        <translation>选项的币种</translation>
    </message>
    <message>
        <source>Currency of the price.</source>
        <translation>价格的币种。</translation>
    </message>
    <message>
        <source>per instance-hour</source>
        <translation>/实例·小时</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>按量付费价格</translation>
    </message>
    <message>
        <source>Pay-as-you-go (按量付费) price of one instance for one hour, in the option's currency.</source>
        <translation>一个实例一小时的按量付费价格，以选项的币种计。</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>目录价</translation>
    </message>
    <message>
        <source>List price before a negotiated discount (商务折扣).</source>
        <translation>商务折扣前的目录价。</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>优惠幅度</translation>
    </message>
    <message>
        <source>Negotiated discount off the list price, below 100.</source>
        <translation>在目录价基础上谈定的商务折扣（降价百分比），小于 100。</translation>
    </message>
    <message>
        <source>Quote needed</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>The price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.</source>
        <translation>价格尚未确定：请填写原因或已向谁询价。在填写价格之前，该选项不参与比较。</translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation>预留期</translation>
    </message>
    <message>
        <source>Length of the reserved or subscription term (包年包月): 12 and 36 are usual, 1 for a monthly subscription. Paid for every month whether used or not; renewed while the horizon lasts.</source>
        <translation>包年包月（预留或订阅）期限的长度：通常为 12 或 36，按月订阅为 1。无论是否使用，每月都需付费；在规划周期内持续续订。</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>付款方式</translation>
    </message>
    <message>
        <source>How the term is paid: all upfront, part upfront and the rest monthly, or monthly.</source>
        <translation>预留期的付款方式：全部预付、部分预付其余按月支付，或按月支付。</translation>
    </message>
    <message>
        <source>per term</source>
        <translation>/期</translation>
    </message>
    <message>
        <source>Upfront per instance</source>
        <translation>每实例预付</translation>
    </message>
    <message>
        <source>A quote: paid in the first month of each term. Entering it turns the price into a quote.</source>
        <translation>报价：在每个预留期的第一个月支付。填写后，价格即按报价计算。</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>Monthly per instance</source>
        <translation>每实例月付</translation>
    </message>
    <message>
        <source>A quote: paid every month of the term, used or not.</source>
        <translation>报价：在预留期内每月支付，无论是否使用。</translation>
    </message>
    <message>
        <source>Effective hourly price</source>
        <translation>等效小时价</translation>
    </message>
    <message>
        <source>The term priced by the hour: the term's total per instance = price x hoursPerMonth x termMonths.</source>
        <translation>按小时折算的预留期价格：每实例的预留期总价 = 价格 x hoursPerMonth x termMonths。</translation>
    </message>
    <message>
        <source>On-demand list price the discount is taken off.</source>
        <translation>计算折扣所依据的按量付费目录价。</translation>
    </message>
    <message>
        <source>Reserved discount</source>
        <translation>包年包月优惠幅度</translation>
    </message>
    <message>
        <source>Discount off the on-demand price, below 100. Seed documents: long terms at 30-50% of list (3-5折).</source>
        <translation>相对按量付费价格的折扣（降价百分比），小于 100。种子数据记录：长期限价格为目录价的 30-50%（3-5折）。</translation>
    </message>
    <message>
        <source>Upfront share</source>
        <translation>预付比例</translation>
    </message>
    <message>
        <source>For an hourly or discounted price with partial upfront payment: the share of the term's total paid upfront.</source>
        <translation>适用于按小时价或折扣给出且部分预付的价格：预留期总价中预付的比例。</translation>
    </message>
    <message>
        <source>Renew</source>
        <translation>续订</translation>
    </message>
    <message>
        <source>Renew back to back while the horizon lasts.</source>
        <translation>在规划周期内到期后立即续订。</translation>
    </message>
    <message>
        <source>sized per term to the peak demand within the term</source>
        <translation>每个预留期按期内峰值需求确定</translation>
    </message>
    <message>
        <source>(0 = auto)</source>
        <translation>（0 = 自动）</translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation>预留实例数</translation>
    </message>
    <message>
        <source>Instances reserved; 0 sizes each term to the peak demand in it. With fewer, the rest runs on demand or spot (a mixed strategy).</source>
        <translation>预留的实例数；0 表示每个预留期按期内峰值需求确定。预留数量不足时，其余部分使用按量付费或抢占式实例（混合策略）。</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>抢占式实例价格</translation>
    </message>
    <message>
        <source>Spot (抢占式/竞价) price. Some spot prices equal on-demand: never assume a discount.</source>
        <translation>抢占式（竞价）实例价格。有些抢占式实例价格与按量付费相同：切勿默认有折扣。</translation>
    </message>
    <message>
        <source>On-demand price the spot discount is taken off.</source>
        <translation>计算抢占式折扣所依据的按量付费价格。</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>抢占式优惠幅度</translation>
    </message>
    <message>
        <source>Discount off the on-demand price, below 100. Seed documents: 70-90%; some spot prices equal on-demand.</source>
        <translation>相对按量付费价格的折扣（降价百分比），小于 100。种子数据记录：70-90%；有些抢占式实例价格与按量付费相同。</translation>
    </message>
    <message>
        <source>Interruption rate</source>
        <translation>中断频率</translation>
    </message>
    <message>
        <source>Interruptions per instance-hour (λ of one instance).</source>
        <translation>每实例小时的中断次数（单个实例的 λ）。</translation>
    </message>
    <message>
        <source>Hours between interruptions</source>
        <translation>平均中断间隔</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>T: hours between checkpoints. Work since the last checkpoint is lost at an interruption; Young's optimum sqrt(2 C M) is shown in the results.</source>
        <translation>T：两次检查点之间的小时数。中断时会丢失自上一个检查点以来的工作；结果中会给出 Young 最优值 sqrt(2 C M)。</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>C: hours to write one checkpoint.</source>
        <translation>C：写入一个检查点所需的小时数。</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <source>R: hours to get capacity back and reload the checkpoint after an interruption.</source>
        <translation>R：中断后重新获得资源并重新加载检查点所需的小时数。</translation>
    </message>
    <message>
        <source>Gang scheduled</source>
        <translation>成组调度</translation>
    </message>
    <message>
        <source>One interrupted instance stops the whole job (data-parallel training).</source>
        <translation>任一实例中断都会使整个任务停止（数据并行训练）。</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>The servers bought.</source>
        <translation>购买的服务器。</translation>
    </message>
    <message>
        <source>Other capex</source>
        <translation>其他资本支出</translation>
    </message>
    <message>
        <source>Network fabric, storage system and installation bought with the servers.</source>
        <translation>随服务器一起采购的网络设备、存储系统和安装服务。</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>交付周期</translation>
    </message>
    <message>
        <source>Months from order (paid in month 1) to servers in service; demand before then runs on the bridging cloud option, or is not served.</source>
        <translation>从下单（第 1 个月付款）到服务器投入使用的月数；在此之前的需求由云上过渡选项承担，否则无法满足。</translation>
    </message>
    <message>
        <source>Cloud bridging</source>
        <translation>云上过渡</translation>
    </message>
    <message>
        <source>Id of the cloud option that serves the demand the servers cannot: before they arrive (lead time) and beyond their capacity. A reserved term used as a bridge is paid in full.</source>
        <translation>承担服务器无法满足的需求的云选项 ID：服务器到货之前（交付周期）以及超出其容量的部分。用作过渡的预留期需全额支付。</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>Book life, residual value and refresh.</source>
        <translation>使用寿命、残值和更新换代。</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Electricity price, PUE and idle draw.</source>
        <translation>电价、PUE 和空闲功耗。</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>机房空间</translation>
    </message>
    <message>
        <source>Rack rent or colocation.</source>
        <translation>机柜租金或托管费用。</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Operations engineers.</source>
        <translation>运维工程师。</translation>
    </message>
    <message>
        <source>% of hardware/year</source>
        <translation>%/年（占硬件）</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>Support contracts and spares as a share of hardware capex per year, from the month in service.</source>
        <translation>维保合同和备件费用，按每年占硬件资本支出的比例计，自投入使用当月起计算。</translation>
    </message>
    <message>
        <source>Currency of all capex.</source>
        <translation>所有资本支出的币种。</translation>
    </message>
    <message>
        <source>enough for the peak demand</source>
        <translation>满足峰值需求所需的数量</translation>
    </message>
    <message>
        <source>Servers bought; 0 buys enough for the peak demand.</source>
        <translation>购买的服务器台数；0 表示购买满足峰值需求所需的数量。</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台卡数</translation>
    </message>
    <message>
        <source>GPUs in one server, usually 8.</source>
        <translation>单台服务器的 GPU 数量，通常为 8。</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>/台</translation>
    </message>
    <message>
        <source>Price per server</source>
        <translation>单台价格</translation>
    </message>
    <message>
        <source>Capex of one server with its GPUs. Reference: 8 x H100 with InfiniBand NICs about USD 310-317k (2024).</source>
        <translation>单台服务器（含 GPU）的资本支出。参考：配 InfiniBand 网卡的 8 x H100 约 USD 310-317k（2024）。</translation>
    </message>
    <message>
        <source>The server price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.</source>
        <translation>服务器价格尚未确定：请填写原因或已向谁询价。在填写价格之前，该选项不参与比较。</translation>
    </message>
    <message>
        <source>kW/server</source>
        <translation>kW/台</translation>
    </message>
    <message>
        <source>Typical power</source>
        <translation>典型功率</translation>
    </message>
    <message>
        <source>Draw of one server with busy GPUs. DGX H100: 6.5-8.5 kW typical.</source>
        <translation>GPU 忙碌时单台服务器的功耗。DGX H100：典型 6.5-8.5 kW。</translation>
    </message>
    <message>
        <source>typicalKw</source>
        <translation>typicalKw</translation>
    </message>
    <message>
        <source>Maximum power</source>
        <translation>最大功率</translation>
    </message>
    <message>
        <source>Nameplate power, at least the typical power; sizes racks and colocation. DGX H100: 10.2 kW.</source>
        <translation>铭牌功率，不低于典型功率；用于确定机柜数量和托管规模。DGX H100：10.2 kW。</translation>
    </message>
    <message>
        <source>the server price's currency</source>
        <translation>服务器价格的币种</translation>
    </message>
    <message>
        <source>Must be the server price's currency.</source>
        <translation>必须与服务器价格的币种相同。</translation>
    </message>
    <message>
        <source>capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Network fabric</source>
        <translation>网络设备</translation>
    </message>
    <message>
        <source>Switches, NICs and cables. A 64-port 400G InfiniBand switch: USD 36-50k (2024).</source>
        <translation>交换机、网卡和线缆。一台 64 端口 400G InfiniBand 交换机：USD 36-50k（2024）。</translation>
    </message>
    <message>
        <source>Storage system</source>
        <translation>存储系统</translation>
    </message>
    <message>
        <source>Storage bought with the servers.</source>
        <translation>随服务器一起采购的存储。</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>One-off installation; depreciated, not resold.</source>
        <translation>一次性安装费用；计提折旧，不计转售残值。</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>使用寿命</translation>
    </message>
    <message>
        <source>Straight-line depreciation period, then refresh: 36-72 months (Amazon 5 years, Microsoft and Alphabet 6).</source>
        <translation>直线折旧期限，到期后更新换代：36-72 个月（Amazon 5 年，Microsoft 和 Alphabet 6 年）。</translation>
    </message>
    <message>
        <source>% of hardware</source>
        <translation>%（占硬件）</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Resale value at end of life, share of hardware capex (not installation). 25-35% at 36 months is quoted for H100.</source>
        <translation>使用寿命结束时的转售价值，以占硬件资本支出（不含安装）的比例计。据报道，H100 在 36 个月时为 25-35%。</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新换代</translation>
    </message>
    <message>
        <source>Buy again at end of life while the horizon lasts.</source>
        <translation>在规划周期内，使用寿命结束时重新购买。</translation>
    </message>
    <message>
        <source>Currency of the electricity price.</source>
        <translation>电价的币种。</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>/千瓦时</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>China industrial average about 0.63 CNY/kWh (China Briefing 2024); subsidised western data centres 0.4.</source>
        <translation>中国工业用电平均约 0.63 CNY/kWh（China Briefing 2024）；享受补贴的西部数据中心为 0.4。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness, cooling included: 1.2-1.5 in China.</source>
        <translation>电能使用效率（含制冷）：国内为 1.2-1.5。</translation>
    </message>
    <message>
        <source>% of typical</source>
        <translation>%（占典型功率）</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Share of typical power an idle server still draws.</source>
        <translation>服务器空闲时仍消耗的功率占典型功率的比例。</translation>
    </message>
    <message>
        <source>Currency of rent and colocation.</source>
        <translation>机柜租金和托管费用的币种。</translation>
    </message>
    <message>
        <source>kW/rack</source>
        <translation>kW/机柜</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>单机柜功率</translation>
    </message>
    <message>
        <source>Racks = total maximum kW / kW per rack, rounded up. 0 = no rack rent.</source>
        <translation>机柜数 = 最大总 kW / 单机柜 kW，向上取整。0 = 无机柜租金。</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>/机柜·月</translation>
    </message>
    <message>
        <source>Rack rent</source>
        <translation>机柜租金</translation>
    </message>
    <message>
        <source>Monthly rent of one rack.</source>
        <translation>单个机柜的月租金。</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>/kW·月</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>托管费</translation>
    </message>
    <message>
        <source>Colocation priced by power (of maxKw): about USD 150-250 per kW-month.</source>
        <translation>按功率（按 maxKw）计价的托管费：约 USD 150-250/kW·月。</translation>
    </message>
    <message>
        <source>Currency of the staff cost.</source>
        <translation>人力成本的币种。</translation>
    </message>
    <message>
        <source>servers/FTE</source>
        <translation>台/FTE</translation>
    </message>
    <message>
        <source>Servers per engineer</source>
        <translation>人均运维台数</translation>
    </message>
    <message>
        <source>One full-time engineer looks after this many servers (FTE = servers / this, fractions allowed). 0 = no staff cost.</source>
        <translation>一名全职工程师负责的服务器台数（FTE = 服务器台数 / 此值，可为小数）。0 = 无人力成本。</translation>
    </message>
    <message>
        <source>Engineer cost</source>
        <translation>工程师成本</translation>
    </message>
    <message>
        <source>Fully loaded monthly cost of one engineer.</source>
        <translation>一名工程师每月的全口径用人成本。</translation>
    </message>
    <message>
        <source>Default currency of the fees.</source>
        <translation>各项费用的默认币种。</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>Tiered per-GB internet egress.</source>
        <translation>按 GB 阶梯计费的公网出网流量。</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Bandwidth billing (按带宽).</source>
        <translation>按带宽计费。</translation>
    </message>
    <message>
        <source>Cross-AZ traffic</source>
        <translation>跨可用区流量</translation>
    </message>
    <message>
        <source>Traffic between zones, billed on both sides.</source>
        <translation>可用区之间的流量，两端均计费。</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Disks, file systems, object storage.</source>
        <translation>云盘、文件系统、对象存储。</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Retained checkpoints.</source>
        <translation>保留的检查点。</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Request fees (PUT, GET ...).</source>
        <translation>请求费用（PUT、GET……）。</translation>
    </message>
    <message>
        <source>Provisioned performance</source>
        <translation>预配置性能</translation>
    </message>
    <message>
        <source>Provisioned IOPS and throughput.</source>
        <translation>预配置的 IOPS 和吞吐量。</translation>
    </message>
    <message>
        <source>Other fees</source>
        <translation>其他费用</translation>
    </message>
    <message>
        <source>Public IPs, NAT, support plans ...</source>
        <translation>公网 IP、NAT、技术支持计划……</translation>
    </message>
    <message>
        <source>the fees' currency</source>
        <translation>费用的币种</translation>
    </message>
    <message>
        <source>Currency of the tier prices.</source>
        <translation>阶梯价格的币种。</translation>
    </message>
    <message>
        <source>GB/month</source>
        <translation>GB/月</translation>
    </message>
    <message>
        <source>Data sent to the internet each month, priced by the option's egress tiers.</source>
        <translation>每月发送到公网的数据量，按该选项的出网流量阶梯计价。</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>阶梯</translation>
    </message>
    <message>
        <source>Tiers in increasing upToGb (cumulative GB per month); the last without upToGb.</source>
        <translation>按 upToGb（每月累计 GB）递增排列的阶梯；最后一个阶梯不设 upToGb。</translation>
    </message>
    <message>
        <source>no upper bound (the last tier)</source>
        <translation>无上限（最后一个阶梯）</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>The tier applies to the GB of a month up to this amount.</source>
        <translation>该阶梯适用于当月用量中不超过此数值的部分。</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>/GB</translation>
    </message>
    <message>
        <source>Egress price</source>
        <translation>出网流量价格</translation>
    </message>
    <message>
        <source>Price per GB of the last (open-ended) egress tier; tiers before it are kept as they are.</source>
        <translation>最后一个（无上限）出网流量阶梯的每 GB 价格；之前的阶梯保持不变。</translation>
    </message>
    <message>
        <source>Mbps</source>
        <translation>Mbps</translation>
    </message>
    <message>
        <source>Bandwidth bought.</source>
        <translation>购买的带宽。</translation>
    </message>
    <message>
        <source>per Mbps-month</source>
        <translation>/Mbps·月</translation>
    </message>
    <message>
        <source>Bandwidth price</source>
        <translation>带宽价格</translation>
    </message>
    <message>
        <source>Price of one Mbps for one month.</source>
        <translation>每 Mbps 每月的价格。</translation>
    </message>
    <message>
        <source>GB moved between zones each month; billed on both sides: 2 x GB x price.</source>
        <translation>每月在可用区之间传输的 GB 数；两端均计费：2 x GB x 价格。</translation>
    </message>
    <message>
        <source>Cross-AZ price</source>
        <translation>跨可用区价格</translation>
    </message>
    <message>
        <source>Price per GB and direction.</source>
        <translation>每 GB 每个方向的价格。</translation>
    </message>
    <message>
        <source>What the volume is.</source>
        <translation>该存储卷的类型或用途。</translation>
    </message>
    <message>
        <source>Capacity of the first storage volume (disks, parallel file system, object storage).</source>
        <translation>第一个存储卷的容量（云盘、并行文件系统、对象存储）。</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>/GB·月</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>存储价格</translation>
    </message>
    <message>
        <source>Price of the first storage volume per GB and month.</source>
        <translation>第一个存储卷每 GB 每月的价格。</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>Size of one checkpoint.</source>
        <translation>单个检查点的大小。</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留检查点数</translation>
    </message>
    <message>
        <source>Checkpoints retained at any time.</source>
        <translation>任一时刻保留的检查点数量。</translation>
    </message>
    <message>
        <source>Checkpoint storage price</source>
        <translation>检查点存储价格</translation>
    </message>
    <message>
        <source>Price per GB and month.</source>
        <translation>每 GB 每月的价格。</translation>
    </message>
    <message>
        <source>Which requests, e.g. PUT or GET.</source>
        <translation>请求类型，例如 PUT 或 GET。</translation>
    </message>
    <message>
        <source>requests/month</source>
        <translation>次/月</translation>
    </message>
    <message>
        <source>Requests a month.</source>
        <translation>每月请求次数。</translation>
    </message>
    <message>
        <source>per 1,000</source>
        <translation>/1,000 次</translation>
    </message>
    <message>
        <source>Request price</source>
        <translation>请求价格</translation>
    </message>
    <message>
        <source>Price per 1,000 requests.</source>
        <translation>每 1,000 次请求的价格。</translation>
    </message>
    <message>
        <source>Currency of the prices.</source>
        <translation>价格的币种。</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Provisioned IOPS</source>
        <translation>预配置 IOPS</translation>
    </message>
    <message>
        <source>IOPS provisioned.</source>
        <translation>预配置的 IOPS。</translation>
    </message>
    <message>
        <source>per IOPS-month</source>
        <translation>/IOPS·月</translation>
    </message>
    <message>
        <source>IOPS price</source>
        <translation>IOPS 价格</translation>
    </message>
    <message>
        <source>Price of one IOPS for one month; required when iops is above 0.</source>
        <translation>每 IOPS 每月的价格；iops 大于 0 时必填。</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Provisioned throughput</source>
        <translation>预配置吞吐量</translation>
    </message>
    <message>
        <source>Throughput provisioned.</source>
        <translation>预配置的吞吐量。</translation>
    </message>
    <message>
        <source>per MB/s-month</source>
        <translation>/(MB/s)·月</translation>
    </message>
    <message>
        <source>Throughput price</source>
        <translation>吞吐量价格</translation>
    </message>
    <message>
        <source>Price of one MB/s for one month; required when throughputMBps is above 0.</source>
        <translation>每 MB/s 每月的价格；throughputMBps 大于 0 时必填。</translation>
    </message>
    <message>
        <source>What the fee is for.</source>
        <translation>该费用的用途。</translation>
    </message>
    <message>
        <source>Currency of the amount.</source>
        <translation>金额的币种。</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Paid every month.</source>
        <translation>每月支付。</translation>
    </message>
    <message>
        <source>Shown in results.</source>
        <translation>显示在结果中。</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Useful GPU-hours</source>
        <translation>有效 GPU 小时</translation>
    </message>
    <message>
        <source>The job's size in GPU-hours of useful work.</source>
        <translation>以有效工作的 GPU 小时数表示的任务规模。</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Training FLOPs</source>
        <translation>训练 FLOPs</translation>
    </message>
    <message>
        <source>The job's size in FLOPs, turned into GPU-hours by the peak TFLOP/s and the MFU.</source>
        <translation>以 FLOPs 表示的任务规模，按峰值 TFLOP/s 和 MFU 换算为 GPU 小时。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Model parameters N; FLOPs = 6 x N x tokens.</source>
        <translation>模型参数量 N；FLOPs = 6 x N x token 数。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Training tokens D; FLOPs = 6 x parameters x D.</source>
        <translation>训练 token 数 D；FLOPs = 6 x 参数量 x D。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization of a well-fed node (PaLM reported 46 %); storage and multi-node losses come on top.</source>
        <translation>数据供给充足的单节点的模型 FLOPs 利用率（PaLM 报告为 46 %）；存储和多节点损失另行计入。</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Peak TFLOP/s</source>
        <translation>峰值 TFLOP/s</translation>
    </message>
    <message>
        <source>Dense BF16 peak of the GPU, e.g. A100 312, H100 SXM 989; needed with FLOPs, here or per option.</source>
        <translation>GPU 的稠密 BF16 峰值，例如 A100 312、H100 SXM 989；使用 FLOPs 时必填，可在此处填写或按选项填写。</translation>
    </message>
    <message>
        <source>demand.gpuCount rounded up</source>
        <translation>demand.gpuCount（向上取整）</translation>
    </message>
    <message>
        <source>GPUs the job runs on.</source>
        <translation>任务运行所用的 GPU 数量。</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Wall-clock from the start; spot options fall back to on-demand to meet it.</source>
        <translation>自开始起的实际耗时上限；抢占式实例选项会回退到按量付费以按时完成。</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>The training data, stored while the job runs.</source>
        <translation>训练数据，在任务运行期间存储。</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoch 数</translation>
    </message>
    <message>
        <source>Passes over the data.</source>
        <translation>遍历数据的轮数。</translation>
    </message>
    <message>
        <source>datasetGb</source>
        <translation>datasetGb</translation>
    </message>
    <message>
        <source>Read per epoch</source>
        <translation>每 epoch 读取量</translation>
    </message>
    <message>
        <source>Data read per epoch (a sample of the dataset, or more with augmentation).</source>
        <translation>每个 epoch 读取的数据量（可以只是数据集的采样，数据增强时也可能更多）。</translation>
    </message>
    <message>
        <source>One checkpoint.</source>
        <translation>单个检查点。</translation>
    </message>
    <message>
        <source>Checkpoints stored at any time, while the job runs.</source>
        <translation>任务运行期间任一时刻存储的检查点数量。</translation>
    </message>
    <message>
        <source>Artifacts egress</source>
        <translation>产物出网流量</translation>
    </message>
    <message>
        <source>Models and logs downloaded out of the option (egress).</source>
        <translation>从该选项下载的模型和日志（出网流量）。</translation>
    </message>
    <message>
        <source>pipeline efficiency 100 %</source>
        <translation>数据管道效率 100 %</translation>
    </message>
    <message>
        <source>Storage class</source>
        <translation>存储类型</translation>
    </message>
    <message>
        <source>Default storage class of every option (cloudDisk, parallelFileSystem or one of storageClasses).</source>
        <translation>每个选项的默认存储类型（cloudDisk、parallelFileSystem 或 storageClasses 中的一项）。</translation>
    </message>
    <message>
        <source>scaling efficiency 100 %</source>
        <translation>扩展效率 100 %</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Default interconnect of every option (tcp, rdma or one of interconnects).</source>
        <translation>每个选项的默认互联（tcp、rdma 或 interconnects 中的一项）。</translation>
    </message>
    <message>
        <source>Storage classes</source>
        <translation>存储类型定义</translation>
    </message>
    <message>
        <source>Own storage classes; an id equal to a built-in one replaces it.</source>
        <translation>自定义存储类型；ID 与内置类型相同时将替换该内置类型。</translation>
    </message>
    <message>
        <source>Interconnects</source>
        <translation>互联类型定义</translation>
    </message>
    <message>
        <source>Own interconnect classes; an id equal to a built-in one replaces it.</source>
        <translation>自定义互联类型；ID 与内置类型相同时将替换该内置类型。</translation>
    </message>
    <message>
        <source>Option profiles</source>
        <translation>选项配置</translation>
    </message>
    <message>
        <source>What each option offers the job, one profile per option.</source>
        <translation>每个选项为训练任务提供的条件，每个选项一个配置。</translation>
    </message>
    <message>
        <source>What profiles refer to, e.g. parallelFileSystem.</source>
        <translation>供配置引用的标识，例如 parallelFileSystem。</translation>
    </message>
    <message>
        <source>the id</source>
        <translation>同 ID</translation>
    </message>
    <message>
        <source>For display.</source>
        <translation>用于显示。</translation>
    </message>
    <message>
        <source>Pipeline efficiency</source>
        <translation>数据管道效率</translation>
    </message>
    <message>
        <source>How busy this storage keeps the GPUs.</source>
        <translation>该存储能让 GPU 保持的忙碌程度。</translation>
    </message>
    <message>
        <source>Where the figure comes from.</source>
        <translation>该数值的来源。</translation>
    </message>
    <message>
        <source>What profiles refer to, e.g. rdma.</source>
        <translation>供配置引用的标识，例如 rdma。</translation>
    </message>
    <message>
        <source>Multi-node efficiency</source>
        <translation>多节点效率</translation>
    </message>
    <message>
        <source>Per-GPU throughput kept across nodes.</source>
        <translation>跨节点时保持的单卡吞吐量比例。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>The id of the option this profile describes.</source>
        <translation>此配置所描述选项的 ID。</translation>
    </message>
    <message>
        <source>the job's</source>
        <translation>同训练任务</translation>
    </message>
    <message>
        <source>Storage class id; overrides the job's.</source>
        <translation>存储类型 ID；覆盖训练任务的设置。</translation>
    </message>
    <message>
        <source>Interconnect class id; overrides the job's.</source>
        <translation>互联类型 ID；覆盖训练任务的设置。</translation>
    </message>
    <message>
        <source>Overrides the storage class.</source>
        <translation>覆盖存储类型的取值。</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Multi-node; overrides the interconnect.</source>
        <translation>多节点扩展效率；覆盖互联类型的取值。</translation>
    </message>
    <message>
        <source>GPUs the job uses on this option.</source>
        <translation>任务在该选项上使用的 GPU 数量。</translation>
    </message>
    <message>
        <source>Dense BF16 peak of this option's GPU.</source>
        <translation>该选项 GPU 的稠密 BF16 峰值。</translation>
    </message>
    <message>
        <source>the spot price's for the fallback, the reporting currency for the data</source>
        <translation>回退价格用抢占式实例价格的币种，数据费用用报告币种</translation>
    </message>
    <message>
        <source>Currency of every price in the profile.</source>
        <translation>配置中所有价格的币种。</translation>
    </message>
    <message>
        <source>the spot option's onDemandPricePerInstanceHour</source>
        <translation>抢占式实例选项的 onDemandPricePerInstanceHour</translation>
    </message>
    <message>
        <source>Fallback price</source>
        <translation>回退价格</translation>
    </message>
    <message>
        <source>On-demand price a spot option pays after falling back to meet the deadline.</source>
        <translation>抢占式实例选项为按时完成而回退后支付的按量付费价格。</translation>
    </message>
    <message>
        <source>Data storage price</source>
        <translation>数据存储价格</translation>
    </message>
    <message>
        <source>Dataset and kept checkpoints, for the months the job runs.</source>
        <translation>数据集和保留的检查点，按任务运行的月数计费。</translation>
    </message>
    <message>
        <source>Data read price</source>
        <translation>数据读取价格</translation>
    </message>
    <message>
        <source>Reading the data each epoch (request or throughput fees).</source>
        <translation>每个 epoch 读取数据的费用（请求费或吞吐量费）。</translation>
    </message>
    <message>
        <source>Artifacts egress price</source>
        <translation>产物出网价格</translation>
    </message>
    <message>
        <source>Downloading the artifacts.</source>
        <translation>下载产物的费用。</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>抽样次数</translation>
    </message>
    <message>
        <source>Draws of the uncertain inputs.</source>
        <translation>不确定输入的抽样次数。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Random seed: the same file and seed give the same bands on every machine.</source>
        <translation>随机种子：相同的文件和种子在任何机器上都给出相同的区间。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>The uncertain inputs, at least one.</source>
        <translation>不确定输入，至少一个。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>Lowest value, relative to the value (for serverPriceChangePercent: points).</source>
        <translation>最低值，相对于计划值的百分比（serverPriceChangePercent 为百分点）。</translation>
    </message>
    <message>
        <source>High</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Highest value, likewise.</source>
        <translation>最高值，含义同上。</translation>
    </message>
    <message>
        <source>The variant's name.</source>
        <translation>方案的名称。</translation>
    </message>
    <message>
        <source>What-if inputs and their values.</source>
        <translation>假设分析输入项及其取值。</translation>
    </message>
    <message>
        <source>GPUs needed in year 1 (the scenario's demand).</source>
        <translation>第 1 年所需的 GPU 数量（场景中的需求）。</translation>
    </message>
    <message>
        <source>Share of each month the GPUs are busy. Reserved terms and owned servers are paid whether busy or not.</source>
        <translation>GPU 每月忙碌时间的占比。无论是否忙碌，包年包月和自有服务器都需付费。</translation>
    </message>
    <message>
        <source>Months to plan for.</source>
        <translation>规划的月数。</translation>
    </message>
    <message>
        <source>Discount off the on-demand price for every reserved or subscription term whose list price is known. Seed documents: long terms at 30-50% of list (3-5折).</source>
        <translation>对所有目录价已知的包年包月期限，相对按量付费价格的折扣（降价百分比）。种子数据记录：长期限价格为目录价的 30-50%（3-5折）。</translation>
    </message>
    <message>
        <source>Discount off the on-demand price for every spot option whose list price is known. Seed documents: 70-90%; some spot prices equal on-demand.</source>
        <translation>对所有目录价已知的抢占式实例选项，相对按量付费价格的折扣（降价百分比）。种子数据记录：70-90%；有些抢占式实例价格与按量付费相同。</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>抢占式平均中断间隔</translation>
    </message>
    <message>
        <source>Mean hours between interruptions of one spot instance, for every spot option.</source>
        <translation>所有抢占式实例选项中，单个抢占式实例两次中断之间的平均小时数。</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Power price for every self-hosted option, in its power currency. China industrial average about 0.63 CNY/kWh; subsidised western data centres 0.4.</source>
        <translation>所有自建选项的电价，以其电力费用币种计。中国工业用电平均约 0.63 CNY/kWh；享受补贴的西部数据中心为 0.4。</translation>
    </message>
    <message>
        <source>Power usage effectiveness of every self-hosted site: 1.2-1.5 in China, 1.56 industry average, 1.1-1.2 hyperscale.</source>
        <translation>所有自建机房的电能使用效率：国内 1.2-1.5，行业平均 1.56，超大规模数据中心 1.1-1.2。</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格变动</translation>
    </message>
    <message>
        <source>Change of every self-hosted server price against the scenario.</source>
        <translation>所有自建服务器价格相对场景取值的变化。</translation>
    </message>
    <message>
        <source>TB/month</source>
        <translation>TB/月</translation>
    </message>
    <message>
        <source>Data leaving the cloud each month, for every option that pays internet egress.</source>
        <translation>每月流出云端的数据量，适用于所有需支付公网出网流量费用的选项。</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Reporting currency per unit of the first foreign currency used.</source>
        <translation>所用的第一种外币每单位折合的报告币种金额。</translation>
    </message>
    <message>
        <source>Annual rate for the net present value (cost of capital).</source>
        <translation>计算净现值所用的年利率（资本成本）。</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>日历</translation>
    </message>
    <message>
        <source>The plan's first calendar month and the fiscal year; without it months are plan months 1, 2, ...</source>
        <translation>规划的第一个日历月和财年；没有日历时，月份为规划月 1、2……</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>What the plan may spend, per fiscal year or for the horizon, optionally split into capex and opex.</source>
        <translation>规划可支出的金额，按财年或整个期间，可分为资本性支出和费用性支出。</translation>
    </message>
    <message>
        <source>A what-if key (see variants) except horizonMonths and budgetPercent; each at most once.</source>
        <translation>假设分析键（见方案变体），horizonMonths 和 budgetPercent 除外；每个最多一次。</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>Calendar month of plan month 1, YYYY-MM.</source>
        <translation>规划第 1 个月对应的日历月，YYYY-MM。</translation>
    </message>
    <message>
        <source>Fiscal year starts in month</source>
        <translation>财年起始月份</translation>
    </message>
    <message>
        <source>1 = January (China's fiscal year is the calendar year); 4, 7 and 10 are common elsewhere.</source>
        <translation>1 = 一月（中国的财年即自然年）；其他地区常见 4、7 和 10。</translation>
    </message>
    <message>
        <source>endYear</source>
        <translation>endYear</translation>
    </message>
    <message>
        <source>Fiscal year named by</source>
        <translation>财年命名依据</translation>
    </message>
    <message>
        <source>The calendar year that names a fiscal year not starting in January: endYear (July 2026 - June 2027 is FY2027, as in the US and Australia) or startYear (April 2026 - March 2027 is FY2026, as in Japan).</source>
        <translation>不从一月开始的财年以哪个日历年命名：endYear（2026 年 7 月至 2027 年 6 月为 2027 财年，如美国和澳大利亚）或 startYear（2026 年 4 月至 2027 年 3 月为 2026 财年，如日本）。</translation>
    </message>
    <message>
        <source>Currency of the budget amounts, converted like any amount.</source>
        <translation>预算金额的币种，与其他金额一样换算。</translation>
    </message>
    <message>
        <source>Who approved the budget and when; printed in the report.</source>
        <translation>预算由谁、何时批复；打印在报告中。</translation>
    </message>
    <message>
        <source>Every fiscal year</source>
        <translation>每个财年</translation>
    </message>
    <message>
        <source>One amount repeated for every fiscal year of the horizon.</source>
        <translation>规划周期内每个财年使用同一金额。</translation>
    </message>
    <message>
        <source>Whole horizon</source>
        <translation>整个期间</translation>
    </message>
    <message>
        <source>One amount for the whole horizon.</source>
        <translation>整个规划周期一个金额。</translation>
    </message>
    <message>
        <source>Per fiscal year</source>
        <translation>按财年</translation>
    </message>
    <message>
        <source>An amount for each fiscal year named; fiscal years not named are not checked.</source>
        <translation>为列出的每个财年给出金额；未列出的财年不检查。</translation>
    </message>
    <message>
        <source>Prorate short years</source>
        <translation>不足一年按比例</translation>
    </message>
    <message>
        <source>With perYear: a short first or last fiscal year gets months / 12 of the amount (default: the whole amount).</source>
        <translation>使用 perYear 时：不足一年的首个或最后一个财年按 月数 / 12 计预算（默认：全额）。</translation>
    </message>
    <message>
        <source>Reserved upfront counts as</source>
        <translation>包年包月预付计为</translation>
    </message>
    <message>
        <source>Upfront payments of reserved terms (包年包月 paid ahead) are capex or opex; accounting practice differs.</source>
        <translation>预留期限的预付款（预先支付的包年包月）计为资本性支出或费用性支出；会计做法各不相同。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总额</translation>
    </message>
    <message>
        <source>Capex and opex together, not split.</source>
        <translation>资本性支出与费用性支出合计，不分开。</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本性支出</translation>
    </message>
    <message>
        <source>Capital expenditure (资本性支出): purchases of servers, fabric, storage, installation; reserved upfront unless counted as opex.</source>
        <translation>资本性支出：购买服务器、网络设备、存储和安装；包年包月预付款（除非计为费用性支出）。</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>费用性支出</translation>
    </message>
    <message>
        <source>Operating expenditure (费用性支出): cloud bills, fees, power, space, staff, maintenance.</source>
        <translation>费用性支出：云账单、各项费用、电力、机房空间、人员和维保。</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>财年</translation>
    </message>
    <message>
        <source>With a calendar the year that names the fiscal year (2027 = FY2027); without one the plan year (1 = months 1-12).</source>
        <translation>有日历时为命名财年的年份（2027 = 2027 财年）；没有日历时为规划年（1 = 第 1–12 个月）。</translation>
    </message>
    <message>
        <source>Capital expenditure of the fiscal year.</source>
        <translation>该财年的资本性支出。</translation>
    </message>
    <message>
        <source>Operating expenditure of the fiscal year.</source>
        <translation>该财年的费用性支出。</translation>
    </message>
    <message>
        <source>Every budget amount as a share of the scenario's budget (100% = as approved): which options still fit, and what the budget buys.</source>
        <translation>所有预算金额占方案预算的百分比（100% = 批复金额）：哪些方案仍在预算内，以及预算能买到多少。</translation>
    </message>
    <message>
        <source>Budget (total)</source>
        <translation>预算（合计）</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>资本性支出预算</translation>
    </message>
    <message>
        <source>Opex budget</source>
        <translation>费用性支出预算</translation>
    </message>
    <message>
        <source>Finance conventions</source>
        <translation>财务口径</translation>
    </message>
    <message>
        <source>Timing and end-of-horizon treatment of the decision metrics (buy instead of rent).</source>
        <translation>决策指标（购买而非租用）的现金流时点和规划周期末的处理方式。</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>monthly（按月）</translation>
    </message>
    <message>
        <source>Cash-flow timing</source>
        <translation>现金流时点</translation>
    </message>
    <message>
        <source>monthly: purchases and upfront payments at the start of their month, other costs at its end, monthly rate (1 + d)^(1/12) - 1; yearly: purchases of month 1 at time 0, everything else at the end of its plan year, rate d (the layout of textbook buy-versus-rent examples).</source>
        <translation>monthly（按月）：购置和预付款在当月月初，其他成本在月末，月利率 (1 + d)^(1/12) - 1；yearly（按年）：第 1 个月的购置记在第 0 期，其余均在所属规划年度的年末，利率 d（教科书中购买与租用对比示例的做法）。</translation>
    </message>
    <message>
        <source>bookValue</source>
        <translation>bookValue（账面价值）</translation>
    </message>
    <message>
        <source>Owned assets at the end</source>
        <translation>期末自有资产</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Running costs known as a monthly lump sum, and hands-on maintenance hours.</source>
        <translation>按月一次性给出的运行成本，以及现场维护工时。</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>Purchases paid over time with a loan or a finance lease (融资租赁) instead of in cash.</source>
        <translation>以贷款或融资租赁分期支付购置款，而不是一次性现金支付。</translation>
    </message>
    <message>
        <source>straightLine</source>
        <translation>straightLine（直线法）</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>折旧方法</translation>
    </message>
    <message>
        <source>Declining factor</source>
        <translation>递减倍数</translation>
    </message>
    <message>
        <source>Declining balance: 2 = double declining balance, 1.5 = 150 %.</source>
        <translation>余额递减法：2 = 双倍余额递减，1.5 = 150%。</translation>
    </message>
    <message>
        <source>Value decay</source>
        <translation>价值衰减</translation>
    </message>
    <message>
        <source>Exponential decay: 27.6 % a year is 0.14 orders of magnitude (Epoch AI hardware cost model, arXiv 2405.21015: 10^-0.14 = 0.724).</source>
        <translation>指数衰减：每年 27.6% 即 0.14 个数量级（Epoch AI 硬件成本模型，arXiv 2405.21015：10^-0.14 = 0.724）。</translation>
    </message>
    <message>
        <source>Running costs</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <source>Energy and operations as one monthly amount, for every month in service, when they are not known line by line (leave power, space and staff at 0 then).</source>
        <translation>在用期间每月的能耗与运维合计金额，用于无法逐项列出的情况（此时电力、机房空间和人员填 0）。</translation>
    </message>
    <message>
        <source>Maintenance hours</source>
        <translation>维护工时</translation>
    </message>
    <message>
        <source>Hands-on hours a month (vendor engineers, remote hands), at pricePerHour.</source>
        <translation>每月现场维护工时（厂商工程师、远程协助），按 pricePerHour 计价。</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>/小时</translation>
    </message>
    <message>
        <source>Maintenance hour price</source>
        <translation>维护工时单价</translation>
    </message>
    <message>
        <source>Price of one maintenance hour.</source>
        <translation>一个维护工时的价格。</translation>
    </message>
    <message>
        <source>Currency of the running costs.</source>
        <translation>运行成本的币种。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>loan or financeLease (融资租赁); both are priced as an annuity with a down payment and a balloon (a lease's buy-out).</source>
        <translation>loan（贷款）或 financeLease（融资租赁）；两者均按含首付款和尾款（租赁的留购价）的等额年金计价。</translation>
    </message>
    <message>
        <source>% of purchase</source>
        <translation>占购置价 %</translation>
    </message>
    <message>
        <source>Down payment</source>
        <translation>首付款</translation>
    </message>
    <message>
        <source>Paid in the month of purchase (a lease's first rent in advance).</source>
        <translation>在购置当月支付（租赁的首期预付租金）。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Number of monthly payments, the first in the month of purchase.</source>
        <translation>按月付款的期数，第一期在购置当月。</translation>
    </message>
    <message>
        <source>Interest rate</source>
        <translation>利率</translation>
    </message>
    <message>
        <source>Nominal annual rate; the monthly rate is a twelfth of it. Payment = P r / (1 - (1 + r)^-n), less the balloon's present value.</source>
        <translation>名义年利率；月利率为其十二分之一。每期付款 = P r / (1 - (1 + r)^-n)，扣除尾款的现值。</translation>
    </message>
    <message>
        <source>% of financed</source>
        <translation>占融资额 %</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>手续费</translation>
    </message>
    <message>
        <source>Arrangement or handling fees, paid in the month of purchase; shown with the interest.</source>
        <translation>安排费或手续费，在购置当月支付；与利息一并列示。</translation>
    </message>
    <message>
        <source>Balloon</source>
        <translation>尾款</translation>
    </message>
    <message>
        <source>Paid with the last payment (a lease's buy-out price).</source>
        <translation>随最后一期支付（租赁的留购价）。</translation>
    </message>
    <message>
        <source>bought in month 1</source>
        <translation>第 1 个月购置</translation>
    </message>
    <message>
        <source>Already owned, age</source>
        <translation>已拥有，已用月数</translation>
    </message>
    <message>
        <source>Servers the company already owns, this many months into their life at month 1: not bought again (their price is what they cost, for book value and maintenance); replaced when their life ends, if refresh is on.</source>
        <translation>公司已拥有的服务器，在第 1 个月时已使用的月数：不再重新购置（其价格为当初的购置成本，用于账面价值和维保）；寿命结束时若开启更新则重新购置。</translation>
    </message>
    <message>
        <source>Commitments</source>
        <translation>承诺组合</translation>
    </message>
    <message>
        <source>A portfolio of reserved terms instead of one: each with its own term, payment, price and size (sharePercent or instances). Shares add up to at most 100%; the rest runs on demand or spot.</source>
        <translation>由多个预留期组成的组合（代替单一预留期）：每项有各自的期限、付款方式、价格和规模（sharePercent 或 instances）。份额合计最多 100%；其余部分使用按量付费或抢占式实例。</translation>
    </message>
    <message>
        <source>instances, or sized to the peak</source>
        <translation>instances，或按峰值确定</translation>
    </message>
    <message>
        <source>% of instances</source>
        <translation>% 实例</translation>
    </message>
    <message>
        <source>Share reserved</source>
        <translation>预留份额</translation>
    </message>
    <message>
        <source>Share of the instances needed this term reserves, instead of instances: each term reserves the share of the peak demand within it, rounded down; the rest runs on demand or spot.</source>
        <translation>该预留期预留的所需实例份额（代替 instances）：每个预留期按期内峰值需求的该份额预留，向下取整；其余部分使用按量付费或抢占式实例。</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>增值税</translation>
    </message>
    <message>
        <source>Value-added tax (增值税) of the prices: whether they include it, the rates, whether input VAT is recoverable. Without it amounts are the prices as entered.</source>
        <translation>价格的增值税：是否含税、税率、进项税额能否抵扣。不填写时金额按录入的价格计算。</translation>
    </message>
    <message>
        <source>Income tax</source>
        <translation>企业所得税</translation>
    </message>
    <message>
        <source>Enterprise income tax (企业所得税): after-tax cash flows and NPV per option and per buy-versus-rent pair.</source>
        <translation>企业所得税：每个方案以及每组“购买或租用”对比的税后现金流和净现值。</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>约束条件</translation>
    </message>
    <message>
        <source>Rules every option must meet to be recommended: accelerator origin, data residency, RDMA, lead time.</source>
        <translation>方案获得推荐必须满足的规则：加速卡来源、数据驻留、RDMA、交付周期。</translation>
    </message>
    <message>
        <source>gpuClass, when it names a known GPU model</source>
        <translation>gpuClass（当其为已知GPU型号时）</translation>
    </message>
    <message>
        <source>Reference GPU model</source>
        <translation>基准GPU型号</translation>
    </message>
    <message>
        <source>GPU model id the GPU count is in (e.g. a100-80gb; see docs/ecosystem.md). Options on other accelerators are sized to deliver the same work: cards = ceil(GPUs / (relative throughput x stack efficiency)).</source>
        <translation>GPU数量所对应的GPU型号ID（如a100-80gb；见docs/ecosystem.md）。使用其他加速卡的方案按完成相同工作量折算：卡数 = ceil(GPU数 / (相对吞吐 x 软件栈效率))。</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>一次性成本</translation>
    </message>
    <message>
        <source>Costs of moving to this option, each in its month (category Migration): porting effort, data moved in, set-up fees, parallel running.</source>
        <translation>迁移到此方案的一次性成本，各计入其发生月份（成本类别“迁移”）：适配移植工作量、数据迁入、开通费、新旧并行运行。</translation>
    </message>
    <message>
        <source>Accelerator and compliance</source>
        <translation>加速卡与合规</translation>
    </message>
    <message>
        <source>The accelerator the option runs on, its speed against the demand's reference GPU, and the facts the scenario's constraints check.</source>
        <translation>此方案使用的加速卡、相对于需求基准GPU的速度，以及场景约束条件所核查的事实。</translation>
    </message>
    <message>
        <source>VAT of this option</source>
        <translation>本方案的增值税</translation>
    </message>
    <message>
        <source>Overrides the scenario's vat block for this option's prices (for example a USD list price quoted without VAT); needs the scenario's vat block.</source>
        <translation>为本方案的价格覆盖场景的vat设置（例如不含增值税的美元目录价）；需要场景级的vat块。</translation>
    </message>
    <message>
        <source>Managed platform</source>
        <translation>托管平台</translation>
    </message>
    <message>
        <source>A managed training platform on top of the instances (Alibaba PAI, Huawei ModelArts, Volcano Engine machine learning platform, Baidu): its fee or surcharge (category Managed platform).</source>
        <translation>实例之上的托管训练平台（阿里云PAI、华为云ModelArts、火山引擎机器学习平台、百度智能云）：其平台费或加价（成本类别“托管平台费”）。</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>运维人员</translation>
    </message>
    <message>
        <source>Engineers who run the cloud cluster (category Staff): FTE = instances / instancesPerFte; a managed platform needs fewer.</source>
        <translation>运维云上集群的工程师（成本类别“运维人力”）：人数 = 实例数 / instancesPerFte；托管平台所需人手更少。</translation>
    </message>
    <message>
        <source>Resale value by age</source>
        <translation>按机龄的转售价值</translation>
    </message>
    <message>
        <source>Expected resale value of the hardware (not installation) by age, for endOfHorizon resale: points of age and percent of the fleet's hardware capex, linear between them, flat beyond; one point gives one percent at any age. Published figures: 25-35 % for an H100 at 36 months.</source>
        <translation>硬件（不含安装）按机龄的预计转售价值，用于endOfHorizon为resale时：若干个机龄与占该批硬件资本性支出百分比的点，点之间线性插值，范围之外保持不变；只给一个点则任何机龄都用该百分比。公开数据：H100在36个月时为25-35%。</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>机龄</translation>
    </message>
    <message>
        <source>Months since the fleet entered its life; ages increase from point to point.</source>
        <translation>该批服务器开始使用以来的月数；各点的机龄须递增。</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <source>Expected resale value at that age, share of the fleet's hardware capex.</source>
        <translation>该机龄时的预计转售价值，占该批硬件资本性支出的比例。</translation>
    </message>
    <message>
        <source>Prices include VAT</source>
        <translation>价格含增值税</translation>
    </message>
    <message>
        <source>Whether the prices entered include VAT (含税). Default true: Chinese list prices and quotes are usually quoted with VAT; set false on an option whose prices exclude it (AWS list prices, for one).</source>
        <translation>录入的价格是否含增值税（含税）。默认true：国内目录价和报价通常为含税价；价格不含税的方案（例如AWS目录价）请设为false。</translation>
    </message>
    <message>
        <source>Input VAT recoverable</source>
        <translation>进项税额可抵扣</translation>
    </message>
    <message>
        <source>true for a general taxpayer (一般纳税人), who deducts input VAT (进项税额) from output VAT; false for a small-scale taxpayer (小规模纳税人) or an entity outside VAT, for whom VAT is a cost.</source>
        <translation>一般纳税人为true，可用进项税额抵扣销项税额；小规模纳税人或非增值税纳税主体为false，增值税即为成本。</translation>
    </message>
    <message>
        <source>costToCompany</source>
        <translation>costToCompany</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果口径</translation>
    </message>
    <message>
        <source>costToCompany: amounts exclude VAT that is recovered and include VAT that is not (what the company bears); excludingVat: amounts exclude all VAT.</source>
        <translation>costToCompany：金额不含可抵扣的增值税，含不可抵扣的增值税（公司实际负担）；excludingVat：金额不含任何增值税。</translation>
    </message>
    <message>
        <source>VAT rates</source>
        <translation>增值税税率</translation>
    </message>
    <message>
        <source>Rates by price class, in percent; each absent rate is its default.</source>
        <translation>按价格类别的税率（%）；未填写的取默认值。</translation>
    </message>
    <message>
        <source>the scenario's</source>
        <translation>场景的设置</translation>
    </message>
    <message>
        <source>Whether this option's prices include VAT.</source>
        <translation>本方案的价格是否含增值税。</translation>
    </message>
    <message>
        <source>Rates of this option's price classes; each absent rate is the scenario's.</source>
        <translation>本方案各价格类别的税率；未填写的取场景的税率。</translation>
    </message>
    <message>
        <source>Cloud services</source>
        <translation>云服务</translation>
    </message>
    <message>
        <source>Instances, reserved terms, storage, traffic and other fees, cloud bridging: 6 % (modern services; cloud computing is invoiced at 6 %).</source>
        <translation>实例、包年包月、存储、流量及其他费用、云上过渡：6%（现代服务业；云计算按6%开票）。</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Servers, fabric, storage systems, installation, and their resale: 13 % (goods).</source>
        <translation>服务器、网络、存储系统、安装及其转售：13%（货物）。</translation>
    </message>
    <message>
        <source>13 % (electricity is taxed as goods).</source>
        <translation>13%（电力按货物征税）。</translation>
    </message>
    <message>
        <source>Racks and colocation: 6 % as IDC services (value-added telecom); enter 9 % for a lease of real property. Use the rate on the invoice.</source>
        <translation>机柜和托管：IDC服务（增值电信业务）为6%；不动产租赁请填9%。以发票税率为准。</translation>
    </message>
    <message>
        <source>0 %: salaries carry no VAT (6 % for outsourced operations services).</source>
        <translation>0%：工资不含增值税（外包运维服务为6%）。</translation>
    </message>
    <message>
        <source>Repair, replacement and spares: 13 % (6 % for a pure support-service contract).</source>
        <translation>修理修配及备件：13%（纯技术支持服务合同为6%）。</translation>
    </message>
    <message>
        <source>The monthly running-cost lump sum and maintenance hours: 6 % (services).</source>
        <translation>每月运营费用总额及维护工时：6%（服务）。</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>利息</translation>
    </message>
    <message>
        <source>0 %: the input VAT on loan interest cannot be deducted, so interest is a cost as paid. A finance lease's interest is invoiced at 13 % and deductible: enter 13 for it.</source>
        <translation>0%：贷款利息的进项税额不得抵扣，利息按实际支付计为成本。融资租赁的利息按13%开票且可抵扣：请填13。</translation>
    </message>
    <message>
        <source>Income tax rate</source>
        <translation>所得税税率</translation>
    </message>
    <message>
        <source>25 % standard enterprise income tax rate; 15 % for qualified high-tech enterprises.</source>
        <translation>企业所得税标准税率25%；符合条件的高新技术企业为15%。</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Tax depreciation life</source>
        <translation>税务折旧年限</translation>
    </message>
    <message>
        <source>Straight-line tax depreciation of servers from the month they enter service, separate from book depreciation. Electronic equipment: at least 3 years (Regulations on the Implementation of the Enterprise Income Tax Law, article 60).</source>
        <translation>服务器自投入使用当月起按直线法计提税务折旧，与账面折旧分开。电子设备最低折旧年限为3年（《企业所得税法实施条例》第六十条）。</translation>
    </message>
    <message>
        <source>One-off full deduction</source>
        <translation>一次性税前扣除</translation>
    </message>
    <message>
        <source>Deduct servers in full in the month they enter service when the unit price is within the limit and the month of purchase within the validity dates (MOF/STA announcement 2023 No. 37: units up to 5 million CNY bought 2024-01-01 to 2027-12-31). Needs a calendar.</source>
        <translation>单位价值不超过上限且购置月份在有效期内时，服务器在投入使用当月一次性全额扣除（财政部 税务总局公告2023年第37号：2024年1月1日至2027年12月31日新购进、单位价值不超过500万元的设备）。需要日历。</translation>
    </message>
    <message>
        <source>2024-01</source>
        <translation>2024-01</translation>
    </message>
    <message>
        <source>Full deduction from</source>
        <translation>一次性扣除起始</translation>
    </message>
    <message>
        <source>First month of purchase the one-off deduction covers, YYYY-MM.</source>
        <translation>一次性扣除适用的第一个购置月份，格式YYYY-MM。</translation>
    </message>
    <message>
        <source>2027-12</source>
        <translation>2027-12</translation>
    </message>
    <message>
        <source>Full deduction until</source>
        <translation>一次性扣除截止</translation>
    </message>
    <message>
        <source>Last month of purchase the one-off deduction covers, YYYY-MM.</source>
        <translation>一次性扣除适用的最后一个购置月份，格式YYYY-MM。</translation>
    </message>
    <message>
        <source>CNY per unit</source>
        <translation>元/台</translation>
    </message>
    <message>
        <source>Full deduction limit</source>
        <translation>一次性扣除上限</translation>
    </message>
    <message>
        <source>Highest price of one unit (a server) the one-off deduction covers, in CNY, on the price booked (excluding recovered VAT).</source>
        <translation>一次性扣除适用的单位（一台服务器）最高价格，以人民币计，按入账价格（不含已抵扣的增值税）。</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU型号</translation>
    </message>
    <message>
        <source>GPU model id of the option's accelerator (e.g. h100-80gb, h20, ascend-910b; docs/ecosystem.md lists them with vendor, origin and peak). Empty: the demand's reference GPU.</source>
        <translation>此方案加速卡的GPU型号ID（如h100-80gb、h20、ascend-910b；docs/ecosystem.md列出其厂商、来源和峰值算力）。留空：即需求的基准GPU。</translation>
    </message>
    <message>
        <source>dense BF16 peak of gpuModel / peak of the reference GPU; 1 when either is not known (must be entered)</source>
        <translation>gpuModel的稠密BF16峰值 / 基准GPU峰值；任一未知时为1（须填写）</translation>
    </message>
    <message>
        <source>x reference</source>
        <translation>倍基准</translation>
    </message>
    <message>
        <source>Relative throughput</source>
        <translation>相对吞吐</translation>
    </message>
    <message>
        <source>Training work one card does per hour, in reference cards (2.4 = 2.4 times the reference GPU). Best from a benchmark of your model; the default is the ratio of the vendors' dense BF16 peaks.</source>
        <translation>一张卡每小时完成的训练工作量，以基准卡计（2.4 = 基准GPU的2.4倍）。最好取自您模型的实测；默认值为厂商公布的稠密BF16峰值算力之比。</translation>
    </message>
    <message>
        <source>Stack efficiency</source>
        <translation>软件栈效率</translation>
    </message>
    <message>
        <source>Share of that throughput the software stack reaches on this option (CANN/MindSpore after a first port from CUDA: e.g. 70%). No published default: 100% = as mature as the reference stack.</source>
        <translation>此方案的软件栈能达到的吞吐比例（从CUDA首次移植到CANN/MindSpore后：例如70%）。无公开默认值：100%表示与基准软件栈同样成熟。</translation>
    </message>
    <message>
        <source>the GPU model's; unknown without one</source>
        <translation>取GPU型号的来源；无型号时为未知</translation>
    </message>
    <message>
        <source>Accelerator origin</source>
        <translation>加速卡来源</translation>
    </message>
    <message>
        <source>domestic: designed and supplied in China (信创); foreign: imported (NVIDIA's China parts H20, L20, A800 included).</source>
        <translation>domestic：国内设计和供应（信创）；foreign：进口（包括英伟达的中国特供型号H20、L20、A800）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Data location</source>
        <translation>数据存放地</translation>
    </message>
    <message>
        <source>Where the option keeps the training data (the region or the site). Hong Kong, Macao and overseas regions are outside mainland China.</source>
        <translation>此方案存放训练数据的地点（地域或机房）。香港、澳门及海外地域不属于中国大陆。</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>true when the nodes are connected by RDMA (InfiniBand or RoCE), as multi-node training needs.</source>
        <translation>节点间通过RDMA（InfiniBand或RoCE）互联时为true，多节点训练需要此条件。</translation>
    </message>
    <message>
        <source>self-hosted: the servers' lead time; cloud: 0</source>
        <translation>自建：服务器的交付周期；云：0</translation>
    </message>
    <message>
        <source>Months until the capacity is there (quota, allocation of scarce cards, delivery), for the maximum lead time constraint.</source>
        <translation>算力到位所需的月数（配额、紧缺卡的分配、到货），用于最长交付周期约束。</translation>
    </message>
    <message>
        <source>What it is, e.g. "Port from CUDA to CANN".</source>
        <translation>内容说明，例如“从CUDA移植到CANN”。</translation>
    </message>
    <message>
        <source>porting: engineering effort; dataMove: data pulled out of the current provider; setupFee: a fee or quote; parallelRunning: the old bill while both run. A label: every amount below adds up whatever the kind.</source>
        <translation>porting：工程移植工作量；dataMove：从当前云厂商迁出数据；setupFee：费用或报价；parallelRunning：新旧并行期间的旧平台费用。仅为标签：无论类型如何，下列各金额都会相加。</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Plan month it is paid in (the first month of parallel running), within the horizon.</source>
        <translation>支付所在的规划月份（并行运行的第一个月），须在规划期内。</translation>
    </message>
    <message>
        <source>Currency of its amounts.</source>
        <translation>各金额的币种。</translation>
    </message>
    <message>
        <source>A lump sum: a set-up fee, a quote for the port.</source>
        <translation>一次性金额：开通费，或迁移工作的报价。</translation>
    </message>
    <message>
        <source>person-months</source>
        <translation>人月</translation>
    </message>
    <message>
        <source>Effort</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>Engineering effort, e.g. porting CUDA code to CANN/MindSpore or converting models through ONNX.</source>
        <translation>工程工作量，例如将CUDA代码移植到CANN/MindSpore，或通过ONNX转换模型。</translation>
    </message>
    <message>
        <source>per person-month</source>
        <translation>/人月</translation>
    </message>
    <message>
        <source>Cost per person-month</source>
        <translation>每人月成本</translation>
    </message>
    <message>
        <source>Data moved in</source>
        <translation>迁入数据量</translation>
    </message>
    <message>
        <source>Data pulled out of the current provider once (datasets, checkpoints), priced by egressTiers.</source>
        <translation>从当前云厂商一次性迁出的数据（数据集、检查点），按egressTiers计价。</translation>
    </message>
    <message>
        <source>Egress tiers</source>
        <translation>出网流量阶梯</translation>
    </message>
    <message>
        <source>The current provider's internet egress price per GB, by tier (as fees.egress.tiers), applied to dataGb in one month.</source>
        <translation>当前云厂商的公网出网流量每GB单价，按阶梯计（同fees.egress.tiers），在一个月内作用于dataGb。</translation>
    </message>
    <message>
        <source>Parallel running</source>
        <translation>并行运行</translation>
    </message>
    <message>
        <source>Months the old platform is still paid while the new one starts, from month on.</source>
        <translation>新平台启动期间仍需支付旧平台费用的月数，自month起算。</translation>
    </message>
    <message>
        <source>Old bill per month</source>
        <translation>旧平台月费用</translation>
    </message>
    <message>
        <source>What the old platform costs in each month of parallel running.</source>
        <translation>并行运行期间旧平台每月的费用。</translation>
    </message>
    <message>
        <source>from its month to the end of the horizon</source>
        <translation>从发生月份到规划期末</translation>
    </message>
    <message>
        <source>Amortized over</source>
        <translation>摊销月数</translation>
    </message>
    <message>
        <source>Amortized view: the total spread evenly over this many months from its month (months after the horizon are not in the totals).</source>
        <translation>摊销视图：从发生月份起在这么多个月内平均摊销（规划期之后的月份不计入合计）。</translation>
    </message>
    <message>
        <source>The platform, e.g. PAI-DLC or ModelArts.</source>
        <translation>平台名称，例如PAI-DLC或ModelArts。</translation>
    </message>
    <message>
        <source>Currency of the fee.</source>
        <translation>费用的币种。</translation>
    </message>
    <message>
        <source>Platform fee</source>
        <translation>平台费</translation>
    </message>
    <message>
        <source>Charged for every instance-hour used (busy hours).</source>
        <translation>按实际使用的每个实例小时（忙碌小时）收取。</translation>
    </message>
    <message>
        <source>Surcharge</source>
        <translation>加价</translation>
    </message>
    <message>
        <source>Added to the compute bill (on-demand, spot, reserved) of each month.</source>
        <translation>按每月计算费用（按量付费、抢占式、包年包月）加收。</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>个实例</translation>
    </message>
    <message>
        <source>Instances per FTE</source>
        <translation>每人运维实例数</translation>
    </message>
    <message>
        <source>Instances one engineer runs; FTE = instances needed / this (fractions count).</source>
        <translation>一名工程师可运维的实例数；人数 = 所需实例数 / 此值（可为小数）。</translation>
    </message>
    <message>
        <source>Monthly cost per FTE</source>
        <translation>每人月成本</translation>
    </message>
    <message>
        <source>Fully loaded (salary, social insurance, overhead).</source>
        <translation>全口径成本（工资、社保、管理费用）。</translation>
    </message>
    <message>
        <source>Currency of the cost.</source>
        <translation>成本的币种。</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Allowed accelerators</source>
        <translation>允许的加速卡</translation>
    </message>
    <message>
        <source>domestic: only options whose accelerator is known to be domestic (信创) may be recommended.</source>
        <translation>domestic：只有已知使用国产加速卡（信创）的方案才可被推荐。</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Data residency</source>
        <translation>数据驻留</translation>
    </message>
    <message>
        <source>mainlandChina: only options known to keep the data in mainland China may be recommended.</source>
        <translation>mainlandChina：只有已知将数据存放在中国大陆的方案才可被推荐。</translation>
    </message>
    <message>
        <source>RDMA required above</source>
        <translation>需要RDMA的GPU数阈值</translation>
    </message>
    <message>
        <source>An option that uses more GPUs than this (after sizing) must have RDMA; multi-node training without it can lose half its speed (COST-MODEL section 2).</source>
        <translation>使用的GPU数（按算力折算后）超过此数的方案必须具备RDMA；没有RDMA的多节点训练可能损失一半速度（COST-MODEL第2节）。</translation>
    </message>
    <message>
        <source>Maximum lead time</source>
        <translation>最长交付周期</translation>
    </message>
    <message>
        <source>Options whose capacity takes longer to arrive are not recommended.</source>
        <translation>算力到位时间更长的方案不予推荐。</translation>
    </message>
    <message>
        <source>Catalog fee preset</source>
        <translation>价格目录费用预设</translation>
    </message>
    <message>
        <source>Id of the fee price list entry in the pricing catalog the price was taken from (shown in the report's provenance).</source>
        <translation>价格所取自的价格目录费用价目表条目ID（显示在报告的价格来源中）。</translation>
    </message>
    <message>
        <source>What owning is credited with for servers still in service when the horizon ends, in the comparison totals and ranking (cash view) and in the decision metrics: their book value (default), nothing, or their expected resale value (resale, from resaleByAge).</source>
        <translation>规划期末仍在用的服务器为自购方案计入的抵减：用于比较合计与排名（现金口径）以及决策指标；可选账面价值（默认）、不抵减，或预计转售价值（resale，按 resaleByAge）。</translation>
    </message>
    <message>
        <source>List upfront per instance</source>
        <translation>每实例预付标价</translation>
    </message>
    <message>
        <source>Upfront list price before a negotiated discount (商务折扣), with negotiatedDiscountPercent: the upfront charged is list x (1 - discount). An upfrontPerInstance given as well must agree within a cent.</source>
        <translation>商务折扣前的预付标价，与 negotiatedDiscountPercent 一起使用：实际预付 = 标价 ×（1 − 折扣）。如同时填写 upfrontPerInstance，两者相差不得超过一分。</translation>
    </message>
    <message>
        <source>List monthly per instance</source>
        <translation>每实例月付标价</translation>
    </message>
    <message>
        <source>Monthly list price before a negotiated discount (商务折扣), with negotiatedDiscountPercent: the monthly amount charged is list x (1 - discount). A monthlyPerInstance given as well must agree within a cent.</source>
        <translation>商务折扣前的月付标价，与 negotiatedDiscountPercent 一起使用：实际月付 = 标价 ×（1 − 折扣）。如同时填写 monthlyPerInstance，两者相差不得超过一分。</translation>
    </message>
    <message>
        <source>Negotiated discount</source>
        <translation>商务折扣</translation>
    </message>
    <message>
        <source>Negotiated discount (商务折扣) off listUpfrontPerInstance and listMonthlyPerInstance, below 100. Not the reserved discount off the on-demand price (discountPercent).</source>
        <translation>在 listUpfrontPerInstance 和 listMonthlyPerInstance 基础上的商务折扣，须小于 100。不同于相对按量付费价格的包年包月折扣（discountPercent）。</translation>
    </message>
    <message>
        <source>Months to plan for, 1 to 120.</source>
        <translation>规划的月数，1 到 120。</translation>
    </message>
    <message>
        <source>Mean hours between interruptions of one spot instance: at least 0.01 (100 an hour, the most interruptionsPerInstanceHour allows). In the editor 0 = never interrupted.</source>
        <translation>单个抢占式实例两次中断之间的平均小时数：至少 0.01（每小时 100 次，即 interruptionsPerInstanceHour 允许的最大值）。在编辑器中 0 = 从不中断。</translation>
    </message>
    <message>
        <source>Preset for new options and scenarios: %1.</source>
        <translation>新选项和新场景的预设值：%1。</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Where these amounts come from: source, date, tax status and quote. Parts left out are the option's; the tax status, when stated nowhere, is the scenario's vat block.</source>
        <translation>这些金额的出处：来源、日期、含税情况与报价。未填写的部分取方案本身的出处；含税情况若均未说明，取场景的增值税（vat）设置。</translation>
    </message>
    <message>
        <source>Where the option's amounts come from, for every line whose own block does not say: source, date, tax status and quote.</source>
        <translation>方案各项金额的出处（所在块未单独说明时适用）：来源、日期、含税情况与报价。</translation>
    </message>
    <message>
        <source>Who or what gave the amounts: a quote, a contract, a price page, an estimate and by whom.</source>
        <translation>金额由谁或从何处给出：报价、合同、价格页面，或估算及估算人。</translation>
    </message>
    <message>
        <source>The date the amounts were valid on.</source>
        <translation>金额有效的日期。</translation>
    </message>
    <message>
        <source>the vat block's pricesIncludeVat</source>
        <translation>增值税设置中的 pricesIncludeVat</translation>
    </message>
    <message>
        <source>Whether the amounts include VAT (含税) or not (不含税), as the source states them.</source>
        <translation>来源所述金额是否含增值税（含税或不含税）。</translation>
    </message>
    <message>
        <source>the vat block's rate of the price class</source>
        <translation>增值税设置中该价格类别的税率</translation>
    </message>
    <message>
        <source>The VAT rate the source states with the amounts (13 % for hardware, 6 % for cloud services in China).</source>
        <translation>来源随金额注明的增值税税率（国内硬件 13%，云服务 6%）。</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>The vendor's quote the amounts were taken from: a report warns when it has expired or expires within 30 days.</source>
        <translation>金额所依据的供应商报价：报价已过期或 30 天内到期时，报告会提示。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Who quoted: the server vendor, the data centre, the cloud's account team.</source>
        <translation>报价方：服务器厂商、数据中心、云厂商客户团队。</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>报价编号</translation>
    </message>
    <message>
        <source>The quote's number, or the contact it came from.</source>
        <translation>报价单编号，或报价联系人。</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>The first day the quote holds.</source>
        <translation>报价生效的第一天。</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>The last day the quote holds.</source>
        <translation>报价有效的最后一天。</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>The file or link the quote came in, for whoever checks it.</source>
        <translation>报价单文件或链接，供核查。</translation>
    </message>
    <message>
        <source>Source of the prices</source>
        <translation>价格出处</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>VAT rate of the prices</source>
        <translation>价格的增值税税率</translation>
    </message>
    <message>
        <source>straightLine: (capex - residual) / life a month; decliningBalance (the books' method): each year of the asset's life, from the month in service, takes decliningFactor / life in years of the book value at its start, a twelfth a month, never below the residual, then straight line (decliningSwitch); sumOfYearsDigits (年数总和法): (capex - residual) x years left / sum of the years' digits a year, a twelfth a month; exponentialDecay: the value falls decayPercentPerYear a year and the resale at end of life is the value then (residualPercent unused). Tax depreciation follows the method over the tax life (straight line for exponentialDecay).</source>
        <translation>straightLine（直线法）：每月 (资本支出 - 残值) / 使用寿命；decliningBalance（账面的余额递减法）：资产自投入使用当月起的每一年，按年初账面价值乘以 decliningFactor / 使用年限计提，每月计提十二分之一，不低于残值，之后转为直线法（decliningSwitch）；sumOfYearsDigits（年数总和法）：每年 (资本支出 - 残值) x 尚可使用年数 / 年数总和，每月计提十二分之一；exponentialDecay（指数衰减）：价值每年下降 decayPercentPerYear，寿命结束时的转售价即当时价值（不使用 residualPercent）。税务折旧在税法年限内采用同一方法（exponentialDecay 按直线法）。</translation>
    </message>
    <message>
        <source>lastTwoYears</source>
        <translation>lastTwoYears（最后两年）</translation>
    </message>
    <message>
        <source>Switch to straight line</source>
        <translation>转为直线法</translation>
    </message>
    <message>
        <source>Declining balance: when the rest of the life turns to straight line. lastTwoYears: (book value - residual) / 2 in each of the last two years (Chinese practice for 双倍余额递减法); whenStraightLineGivesMore: from the first year in which straight line over the rest of the life gives at least as much as declining balance.</source>
        <translation>余额递减法：剩余寿命何时转为直线法。lastTwoYears：最后两年每年计提 (账面价值 - 残值) / 2（中国双倍余额递减法的做法）；whenStraightLineGivesMore：自剩余寿命按直线法计提不少于余额递减法的第一年起。</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>acquisition（取得时）</translation>
    </message>
    <message>
        <source>Capex counts</source>
        <translation>资本支出计入方式</translation>
    </message>
    <message>
        <source>acquisition: servers consume the capex budget in full when acquired (acquiredAt), whatever the financing; loan or lease repayments are financing, neither capex nor opex (their interest is opex). payments: capex as paid (down payment, principal repayments).</source>
        <translation>acquisition：服务器在取得时（acquiredAt）按全价占用资本支出预算，与融资方式无关；贷款或租赁还款属于筹资活动，既非资本支出也非运营支出（其利息计入运营支出）。payments：按实际支付计入资本支出（首付款、本金还款）。</translation>
    </message>
    <message>
        <source>order</source>
        <translation>order（下单时）</translation>
    </message>
    <message>
        <source>Servers acquired at</source>
        <translation>服务器取得时点</translation>
    </message>
    <message>
        <source>the results' basis</source>
        <translation>与结果口径相同</translation>
    </message>
    <message>
        <source>Budget includes VAT</source>
        <translation>预算含增值税</translation>
    </message>
    <message>
        <source>true: the amounts are 含税 and the spend is compared with its VAT (the VAT rate of each category added to results that exclude it); false: without VAT. Absent: the spend as the results show it. Without a vat block there is nothing to convert.</source>
        <translation>true：预算金额为含税，支出含增值税后比较（结果不含税时按各类别税率加回）；false：不含税比较。未填写：按结果所示的支出比较。没有 vat 设置时无需换算。</translation>
    </message>
    <message>
        <source>Compute subsidy</source>
        <translation>算力补贴</translation>
    </message>
    <message>
        <source>A government compute subsidy (算力券) on this option's rented compute: its share, cap per year, months until paid and end date (category Subsidy, negative).</source>
        <translation>本方案所租算力享受的政府算力补贴（算力券）：补贴比例、年度上限、到账月数与截止日期（类别“算力补贴”，为负数）。</translation>
    </message>
    <message>
        <source>Programme</source>
        <translation>补贴项目</translation>
    </message>
    <message>
        <source>The subsidy programme, e.g. "上海市算力券" (Shanghai compute vouchers).</source>
        <translation>补贴项目名称，例如“上海市算力券”。</translation>
    </message>
    <message>
        <source>% of compute</source>
        <translation>% 计算费用</translation>
    </message>
    <message>
        <source>Subsidy</source>
        <translation>补贴比例</translation>
    </message>
    <message>
        <source>Share of the compute rented that the programme pays back: instances, reserved terms, a managed platform and cloud bridging, as invoiced (with VAT). Published programmes pay 10-50 %; use the rate in your approval letter.</source>
        <translation>项目返还的所租算力费用比例：实例、包年包月、托管平台和云上过渡，按发票金额（含增值税）计算。公开的项目一般为 10–50 %；请以批复文件中的比例为准。</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>per fiscal year</source>
        <translation>每财年</translation>
    </message>
    <message>
        <source>Cap per year</source>
        <translation>年度上限</translation>
    </message>
    <message>
        <source>Most the programme pays for the spend of one fiscal year (plan year without a calendar), in the reporting currency.</source>
        <translation>项目对一个财年（无日历时为规划年）支出的最高补贴金额，以报告币种计。</translation>
    </message>
    <message>
        <source>Paid after</source>
        <translation>到账时间</translation>
    </message>
    <message>
        <source>Months from the spend to the money arriving (applications are reviewed and paid in batches). What would arrive after the horizon is not counted.</source>
        <translation>从支出到补贴到账的月数（申请分批审核、拨付）。规划期结束后才到账的部分不计入。</translation>
    </message>
    <message>
        <source>the whole horizon</source>
        <translation>整个规划期</translation>
    </message>
    <message>
        <source>Spend until</source>
        <translation>支出截止日期</translation>
    </message>
    <message>
        <source>Last day of the programme: spend in months up to this one qualifies. Needs the scenario's calendar.</source>
        <translation>项目最后一天：截至该月份（含）的支出符合条件。需要情景的日历。</translation>
    </message>
    <message>
        <source>Taxable income</source>
        <translation>应税收入</translation>
    </message>
    <message>
        <source>true: the subsidy is income the income-tax block taxes (the rule); false: non-taxable income (不征税收入) when the conditions of Caishui [2011] No. 70 are met.</source>
        <translation>true：补贴为应税收入，由所得税块计税（一般规定）；false：符合财税〔2011〕70号条件时作为不征税收入。</translation>
    </message>
    <message>
        <source>VAT recovered after</source>
        <translation>进项税抵扣滞后</translation>
    </message>
    <message>
        <source>Months from paying input VAT to recovering it, for a general taxpayer whose input VAT waits as a credit (留抵) until output VAT or a refund absorbs it; 0: in the month paid. The VAT is paid, then recovered (category VatTiming): totals do not change, its time value is in the discounted figures.</source>
        <translation>从支付进项税到抵扣回收的月数，适用于进项税形成留抵、需等销项税或留抵退税消化的一般纳税人；0：当月抵扣。增值税先付后回（类别“待抵扣进项税”）：合计不变，其时间价值体现在折现数字中。</translation>
    </message>
    <message>
        <source>R&amp;D super deduction</source>
        <translation>研发费用加计扣除</translation>
    </message>
    <message>
        <source>研发费用加计扣除: the R&amp;D share of the qualifying lines is deducted a second time at its percent (its own line in the results).</source>
        <translation>研发费用加计扣除：符合条件项目中的研发部分按加计比例再扣除一次（在结果中单列一行）。</translation>
    </message>
    <message>
        <source>Additional deduction</source>
        <translation>加计扣除比例</translation>
    </message>
    <message>
        <source>100 % for every enterprise from 2023-01-01 (MOF/STA announcement 2023 No. 7); 120 % for integrated-circuit and machine-tool enterprises in 2023-2027 (MOF/STA announcement 2023 No. 44).</source>
        <translation>自 2023-01-01 起所有企业为 100 %（财政部 税务总局公告2023年第7号）；集成电路和工业母机企业 2023–2027 年为 120 %（财政部 税务总局公告2023年第44号）。</translation>
    </message>
    <message>
        <source>R&amp;D share</source>
        <translation>研发占比</translation>
    </message>
    <message>
        <source>Share of the qualifying spend used for R&amp;D (model training for a product in development), as the R&amp;D project ledger (研发支出辅助账) will record it.</source>
        <translation>符合条件支出中用于研发（为在研产品训练模型）的比例，以研发支出辅助账的记录为准。</translation>
    </message>
    <message>
        <source>Rented compute qualifies</source>
        <translation>租用算力可加计</translation>
    </message>
    <message>
        <source>Instances, reserved terms, a managed platform, cloud bridging and cloud storage, as rent of equipment used for R&amp;D (经营租赁租入的用于研发活动的仪器、设备租赁费, Caishui [2015] No. 119).</source>
        <translation>实例、包年包月、托管平台、云上过渡和云存储，作为经营租赁租入的用于研发活动的仪器、设备租赁费（财税〔2015〕119号）。</translation>
    </message>
    <message>
        <source>Servers qualify</source>
        <translation>服务器可加计</translation>
    </message>
    <message>
        <source>The tax depreciation, or the one-off deduction, of servers used for R&amp;D (STA announcement 2017 No. 40: on the amount deducted for tax).</source>
        <translation>用于研发的服务器的税务折旧或一次性扣除（国家税务总局公告2017年第40号：按税前扣除的金额）。</translation>
    </message>
    <message>
        <source>Power qualifies</source>
        <translation>电费可加计</translation>
    </message>
    <message>
        <source>Electricity of the R&amp;D equipment (直接投入的燃料、动力费用).</source>
        <translation>研发设备的电费（直接投入的燃料、动力费用）。</translation>
    </message>
    <message>
        <source>Maintenance qualifies</source>
        <translation>维护费可加计</translation>
    </message>
    <message>
        <source>Maintenance and operations of the R&amp;D equipment (运行维护、调整、检验、维修等费用).</source>
        <translation>研发设备的运行维护、调整、检验、维修等费用。</translation>
    </message>
    <message>
        <source>Staff qualifies</source>
        <translation>人员费用可加计</translation>
    </message>
    <message>
        <source>Staff costs, only when the staff are R&amp;D personnel (人员人工费用); operations staff usually are not. Building space, interest, network fees and migration never qualify.</source>
        <translation>人员人工费用，仅限研发人员；运维人员通常不属于。房屋场地、利息、网络费用和迁移费用均不可加计。</translation>
    </message>
    <message>
        <source>Payment schedule</source>
        <translation>付款节点</translation>
    </message>
    <message>
        <source>Purchases paid by milestones (付款节点: 预付款, 到货款, 验收款, 质保金) instead of in full when ordered; the percents add up to 100. Not with financing. The cash view pays each milestone in its month; what falls after the horizon is owed at its end.</source>
        <translation>按付款节点（预付款、到货款、验收款、质保金）支付采购款，而非下单时一次付清；各节点比例合计为 100。不可与融资同时使用。现金视图在各节点所在月份付款；落在规划期之后的部分在期末计为欠款。</translation>
    </message>
    <message>
        <source>Milestone</source>
        <translation>付款节点</translation>
    </message>
    <message>
        <source>What the payment is for, e.g. "预付款" (advance), "到货款" (delivery), "验收款" (acceptance), "质保金" (retention).</source>
        <translation>该笔付款的名称，例如“预付款”“到货款”“验收款”“质保金”。</translation>
    </message>
    <message>
        <source>% of the purchase</source>
        <translation>% 采购额</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Share of the purchase paid at this milestone.</source>
        <translation>在该节点支付的采购款比例。</translation>
    </message>
    <message>
        <source>Counted from</source>
        <translation>起算点</translation>
    </message>
    <message>
        <source>order: the month of the purchase; delivery: the month the servers enter service (after the lead time).</source>
        <translation>order：采购（下单）当月；delivery：服务器投入使用的月份（交付周期之后）。</translation>
    </message>
    <message>
        <source>Months after</source>
        <translation>间隔月数</translation>
    </message>
    <message>
        <source>Months after the order or delivery: 0 for an advance or a delivery payment, 1-3 for acceptance, 12-36 for a retention held over the warranty.</source>
        <translation>下单或交付后的月数：预付款、到货款为 0，验收款为 1–3，质保期内扣留的质保金为 12–36。</translation>
    </message>
    <message>
        <source>With capexBasis acquisition: order (the month they are ordered: month 1, or a refresh), delivery (the month they enter service, after the lead time) or acceptance (验收, acceptanceMonths after delivery).</source>
        <translation>capexBasis 为 acquisition 时：order（下单当月：第 1 个月或更新换代时）、delivery（交付投用当月，即交货期之后）或 acceptance（验收，到货后 acceptanceMonths 个月）。</translation>
    </message>
    <message>
        <source>Acceptance after delivery</source>
        <translation>到货至验收</translation>
    </message>
    <message>
        <source>With acquiredAt acceptance: months from delivery to acceptance (验收, typically 1-3). A purchase accepted after the horizon consumes no capex budget within it.</source>
        <translation>acquiredAt 为 acceptance 时：从到货到验收的月数（通常 1-3 个月）。在规划期之后验收的采购不占用规划期内的资本支出预算。</translation>
    </message>
    <message>
        <source>Catalog quote</source>
        <translation>目录中的报价</translation>
    </message>
    <message>
        <source>Id of the pricing catalog's hardware row (a vendor's server quote, gputco-cli catalog hardware) the price per server was taken from: the report cites the quote's vendor, validity, VAT and date, and warns when it has expired.</source>
        <translation>单台服务器价格所取自的价格目录硬件行（供应商的服务器报价，见 gputco-cli catalog hardware）的 ID：报告引用该报价的供应商、有效期、增值税和日期，并在报价过期时提示。</translation>
    </message>
    <message>
        <source>Who set these VAT settings and when (the finance department, a tax advisor, the company's taxpayer status): the report's assumptions cite it.</source>
        <translation>这些增值税设置由谁、在何时确定（财务部门、税务顾问、公司的纳税人身份）：报告的假设条件会引用。</translation>
    </message>
    <message>
        <source>Who set these income tax settings and when (the finance department, a tax advisor, the high-tech certificate): the report's assumptions cite it.</source>
        <translation>这些企业所得税设置由谁、在何时确定（财务部门、税务顾问、高新技术企业证书）：报告的假设条件会引用。</translation>
    </message>
</context>
<context>
    <name>gputco::ImportIssue</name>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>%1: row %2, column %3: %4</source>
        <translation>%1：第 %2 行，第 %3 列：%4</translation>
    </message>
</context>
<context>
    <name>gputco::JobPlanner</name>
    <message>
        <source>the scenario has no job section</source>
        <translation>场景中没有训练任务（job）部分</translation>
    </message>
    <message>
        <source>the job has no size: give useful GPU-hours, training FLOPs, or parameters and tokens</source>
        <translation>训练任务没有规模：请提供有效 GPU 小时、训练 FLOPs，或参数量和 token 数</translation>
    </message>
    <message>
        <source>the MFU must be positive to turn FLOPs into GPU-hours</source>
        <translation>要将 FLOPs 换算为 GPU 小时，MFU 必须为正数</translation>
    </message>
    <message>
        <source>no peak TFLOP/s for this option's GPU: needed to turn FLOPs into GPU-hours</source>
        <translation>该选项的 GPU 没有峰值 TFLOP/s：将 FLOPs 换算为 GPU 小时时需要此值</translation>
    </message>
    <message>
        <source>Useful GPU-hours: %1 FLOPs / (%2 TFLOP/s x %3 MFU) / 3600 = %4.</source>
        <translation>有效 GPU 小时：%1 FLOPs / (%2 TFLOP/s x %3 MFU) / 3600 = %4。</translation>
    </message>
    <message>
        <source>Pipeline efficiency %1, entered for this option.</source>
        <translation>数据管道效率 %1，为该选项填写的值。</translation>
    </message>
    <message>
        <source>Pipeline efficiency %1: %2 (%3).</source>
        <translation>数据管道效率 %1：%2（%3）。</translation>
    </message>
    <message>
        <source>No storage given: pipeline efficiency 100% assumed.</source>
        <translation>未指定存储：假定数据管道效率为 100%。</translation>
    </message>
    <message>
        <source>One node: no multi-node scaling loss.</source>
        <translation>单节点：无多节点扩展损失。</translation>
    </message>
    <message>
        <source>Scaling efficiency %1 over %2 nodes, entered for this option.</source>
        <translation>%2 个节点的扩展效率 %1，为该选项填写的值。</translation>
    </message>
    <message>
        <source>Scaling efficiency %1 over %2 nodes: %3 (%4).</source>
        <translation>%2 个节点的扩展效率 %1：%3（%4）。</translation>
    </message>
    <message>
        <source>No interconnect given: scaling efficiency 100% assumed over %1 nodes.</source>
        <translation>未指定互联：假定 %1 个节点的扩展效率为 100%。</translation>
    </message>
    <message>
        <source>Billed GPU-hours = %1 / (%2 x %3) = %4.</source>
        <translation>计费 GPU 小时 = %1 / (%2 x %3) = %4。</translation>
    </message>
    <message>
        <source>Misses the deadline of %1 h (expected %2 h).</source>
        <translation>未能在 %1 小时的截止时间前完成（预计 %2 小时）。</translation>
    </message>
    <message>
        <source>Prices as entered: the job view does not apply the scenario's price trends.</source>
        <translation>价格按输入值计：任务视图不应用场景中的价格趋势。</translation>
    </message>
    <message>
        <source>%1 GPUs of this option for %2 reference GPUs: %3.</source>
        <translation>此方案%1块GPU对应%2块基准GPU：%3。</translation>
    </message>
    <message>
        <source>Useful GPU-hours: %1 reference GPU-hours / %2 = %3.</source>
        <translation>有效GPU小时：%1基准GPU小时 / %2 = %3。</translation>
    </message>
    <message>
        <source>No on-demand price to fall back to (give fallbackPricePerInstanceHour in the option's job profile): simulated without the deadline.</source>
        <translation>没有可回退的按量付费价格（请在该选项的训练任务配置中提供 fallbackPricePerInstanceHour）：已按无截止时间进行模拟。</translation>
    </message>
    <message>
        <source>Spot: %1 interruption(s) per hour for the job (%2 instance(s)), checkpoint every %3 h written in %4 h, restart %5 h: expected overhead %6 of the useful time (lost work, restarts, checkpoints).</source>
        <translation>抢占式实例：训练任务（%2 个实例）每小时中断 %1 次，每 %3 小时一个检查点，写入耗时 %4 小时，重启 %5 小时：预计额外开销为有效时间的 %6（丢失的工作、重启、检查点）。</translation>
    </message>
    <message>
        <source>interruptions are too frequent for the checkpoint interval: the job would practically never finish</source>
        <translation>相对于检查点间隔，中断过于频繁：训练任务实际上永远无法完成</translation>
    </message>
    <message>
        <source>On-demand: %1 instance(s) x %2 h.</source>
        <translation>按量付费：%1 个实例 x %2 小时。</translation>
    </message>
    <message>
        <source>the reserved instances do not cover the job's GPUs and the option has no on-demand or spot capacity</source>
        <translation>预留实例不足以覆盖训练任务所需的 GPU，且该选项没有按量付费或抢占式实例容量</translation>
    </message>
    <message>
        <source>Reserved: %1 instance(s) x %2 term(s) of %3 months, paid whether used or not.</source>
        <translation>包年包月/预留：%1 个实例 x %2 个 %3 个月的预留期，无论是否使用都需付费。</translation>
    </message>
    <message>
        <source>The job outlasts one reserved term; the job view renews the term.</source>
        <translation>训练任务持续时间超过一个预留期；训练任务视图会续订该预留期。</translation>
    </message>
    <message>
        <source>Monthly fees of the option for the %1 month(s) the job runs.</source>
        <translation>训练任务运行的 %1 个月内该选项的月度费用。</translation>
    </message>
    <message>
        <source>Prices x %1 to put them on the results' VAT basis, as in the capacity view.</source>
        <translation>价格乘以%1，换算到结果的增值税口径，与容量视图一致。</translation>
    </message>
    <message>
        <source>the capacity demand gives the servers no busy hours to share their cost over</source>
        <translation>容量需求未给服务器分配任何忙碌小时，无法分摊其成本</translation>
    </message>
    <message>
        <source>The job asks for %1 GPUs; the option owns %2 and runs it on those.</source>
        <translation>训练任务需要 %1 卡；该选项自有 %2 卡，并在这些 GPU 上运行。</translation>
    </message>
    <message>
        <source>Self-hosted: the job is charged the option's cost per busy GPU-hour in the capacity view (amortized), %1 %2.</source>
        <translation>自建：训练任务按该选项在容量视图中每忙碌 GPU 小时的成本（摊销）计费，%1 %2。</translation>
    </message>
    <message>
        <source>The servers arrive after %1 month(s): the job starts then.</source>
        <translation>服务器在 %1 个月后到位：训练任务届时开始。</translation>
    </message>
    <message>
        <source>The capacity view's cloud bridge is left out: the job view runs the job on the servers only.</source>
        <translation>未计入容量视图中的云上过渡：任务视图只在服务器上运行该任务。</translation>
    </message>
    <message>
        <source>Data stored: %1 GB (dataset and %2 checkpoint(s)) for %3 month(s) x %4 per GB-month = %5.</source>
        <translation>数据存储：%1 GB（数据集和 %2 个检查点），存 %3 个月 x 每 GB 每月 %4 = %5。</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Data read: %1 GB (%2 epoch(s)) x %3 per GB = %4.</source>
        <translation>数据读取：%1 GB（%2 个 epoch）x 每 GB %3 = %4。</translation>
    </message>
    <message>
        <source>Data read: no per-GB read price for this option (none counted).</source>
        <translation>数据读取：此选项没有按 GB 计的读取价格（未计入）。</translation>
    </message>
    <message>
        <source>Artifacts downloaded: %1 GB x %2 per GB egress = %3.</source>
        <translation>产物下载：%1 GB x 每 GB 出网流量 %2 = %3。</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>The job's data is not fully priced on this option: no %1 price in its job profile.</source>
        <translation>此选项上任务数据的费用不完整：其任务配置中没有%1价格。</translation>
    </message>
    <message>
        <source>The Monte Carlo costs include the data at its expected cost.</source>
        <translation>蒙特卡洛成本按期望值计入了数据费用。</translation>
    </message>
</context>
<context>
    <name>gputco::JobView</name>
    <message>
        <source>This scenario has no training job. Add a "job" section to the scenario file (useful GPU-hours, or parameters and tokens) to see what the same job costs and how long it takes on every option; see docs/scenario-format.md.</source>
        <translation>此场景没有训练任务。在场景文件中添加 "job" 部分（有效 GPU 小时，或参数量与 token 数），即可查看同一任务在各选项上的成本和耗时；参见 docs/scenario-format.md。</translation>
    </message>
    <message>
        <source>The job cannot be computed: %1</source>
        <translation>无法计算该训练任务：%1</translation>
    </message>
    <message>
        <source>Job: %1</source>
        <translation>训练任务：%1</translation>
    </message>
    <message>
        <source>deadline %1 h</source>
        <translation>截止时间 %1 小时</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Billed GPU-h</source>
        <translation>计费 GPU 小时</translation>
    </message>
    <message>
        <source>Wall-clock h</source>
        <translation>实际耗时（小时）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Per useful GPU-h</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>数据管道效率</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Cost P10</source>
        <translation>成本 P10</translation>
    </message>
    <message>
        <source>Cost P50</source>
        <translation>成本 P50</translation>
    </message>
    <message>
        <source>Cost P90</source>
        <translation>成本 P90</translation>
    </message>
    <message>
        <source>Finish P10 h</source>
        <translation>完成 P10（小时）</translation>
    </message>
    <message>
        <source>Finish P50 h</source>
        <translation>完成 P50（小时）</translation>
    </message>
    <message>
        <source>Finish P90 h</source>
        <translation>完成 P90（小时）</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source> trials</source>
        <translation> 次模拟</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>随机种子 </translation>
    </message>
    <message>
        <source>Monte Carlo trials of spot interruptions</source>
        <translation>抢占式实例中断的蒙特卡洛模拟次数</translation>
    </message>
    <message>
        <source>Random seed: the same seed gives the same result</source>
        <translation>随机种子：相同的种子给出相同的结果</translation>
    </message>
    <message>
        <source>Simulate spot interruptions</source>
        <translation>模拟抢占式实例中断</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>gputco::LoaderRules</name>
    <message>
        <source>format %1 was written by a newer version of GPU TCO Planner; this version reads format %2</source>
        <translation>格式 %1 由更新版本的 GPU TCO 规划器写入；此版本读取格式 %2</translation>
    </message>
    <message>
        <source>no option has the id "%1"</source>
        <translation>没有 id 为 "%1" 的选项</translation>
    </message>
    <message>
        <source>option "%1" is not a cloud option: only cloud capacity can bridge</source>
        <translation>选项“%1”不是云选项：只有云容量可以用于过渡</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to the reporting currency %2: add one to %3</source>
        <translation>没有从 %1 到报告币种 %2 的汇率：请在 %3 中添加</translation>
    </message>
    <message>
        <source>a rate from a currency to itself is always 1</source>
        <translation>币种对自身的汇率始终为 1</translation>
    </message>
    <message>
        <source>contradicts %1[%2] (%3 to %4 on %5: %6)</source>
        <translation>与 %1[%2] 矛盾（%5 的 %3 兑 %4：%6）</translation>
    </message>
    <message>
        <source>give how busy the GPUs are one way: %1 or %2</source>
        <translation>请只用一种方式给出 GPU 的忙碌程度：%1 或 %2</translation>
    </message>
    <message>
        <source>%1 GPUs growing %2 % a year would demand %3 GPUs in month %4, more than the 1,000,000,000 the engine counts: lower the growth, the GPU count or the horizon</source>
        <translation>%1 块 GPU 按每年 %2 % 增长，第 %4 个月的需求将达 %3 块 GPU，超过计算引擎可计数的 1,000,000,000 块：请降低增长率、GPU 数量或缩短规划期</translation>
    </message>
    <message>
        <source>the id "%1" is used by another option</source>
        <translation>id "%1" 已被另一个选项使用</translation>
    </message>
    <message>
        <source>needs the scenario's vat block (VAT is not modelled without it)</source>
        <translation>需要场景级的vat块（没有该块时不计算增值税）</translation>
    </message>
    <message>
        <source>give either a price or %1 (the price is awaited), not both</source>
        <translation>请提供价格或 %1（价格待定）之一，二者不能同时提供</translation>
    </message>
    <message>
        <source>give either %1 or %2 with %3, not both</source>
        <translation>请提供 %1，或提供 %2 加 %3，二者不能同时提供</translation>
    </message>
    <message>
        <source>a discount of 100% or more leaves no price</source>
        <translation>100% 或以上的折扣会使价格归零</translation>
    </message>
    <message>
        <source>give the interruption rate one way: %1 or %2</source>
        <translation>请只用一种方式给出中断频率：%1 或 %2</translation>
    </message>
    <message>
        <source>list amounts need the negotiated discount they are reduced by</source>
        <translation>标价需要填写所适用的商务折扣</translation>
    </message>
    <message>
        <source>a negotiated discount needs %1 or %2</source>
        <translation>商务折扣需要填写 %1 或 %2</translation>
    </message>
    <message>
        <source>give %1 as well: the negotiated discount applies to every amount</source>
        <translation>请同时填写 %1：商务折扣适用于每一笔金额</translation>
    </message>
    <message>
        <source>%1 does not agree with %2 x (1 - %3 / 100) = %4</source>
        <translation>%1 与 %2 ×（1 − %3 / 100）= %4 不一致</translation>
    </message>
    <message>
        <source>an all-upfront term has no monthly payment</source>
        <translation>全预付的预留期没有月付款项</translation>
    </message>
    <message>
        <source>a no-upfront term has no upfront payment</source>
        <translation>无预付的预留期没有预付款项</translation>
    </message>
    <message>
        <source>the reserved price is 0: enter the quote, or %1 while it is awaited</source>
        <translation>包年包月价格为 0：请填写报价，或在报价待定时使用 %1</translation>
    </message>
    <message>
        <source>give either %1 or %2, not both</source>
        <translation>%1 和 %2 只能给出其一，不能同时给出</translation>
    </message>
    <message>
        <source>give the price one way: %1/%2 (a quote), %3, %4 with %5, or %6 while the price is awaited</source>
        <translation>请只用一种方式给出价格：%1/%2（报价）、%3、%4 加 %5，或在价格待定时使用 %6</translation>
    </message>
    <message>
        <source>a commitment needs its size: %1 (of the instances needed) or %2</source>
        <translation>承诺需要给出规模：%1（所需实例的份额）或 %2</translation>
    </message>
    <message>
        <source>the commitments' shares add up to %1%, more than 100%</source>
        <translation>各承诺的份额合计为 %1%，超过 100%</translation>
    </message>
    <message>
        <source>use either %1 (one term) or %2 (a portfolio of terms), not both</source>
        <translation>%1（单一预留期）和 %2（预留期组合）只能使用其一，不能同时使用</translation>
    </message>
    <message>
        <source>use either %1 or %2 for the capacity beyond the reservation, not both</source>
        <translation>预留之外的容量只能使用 %1 或 %2 之一，不能同时使用</translation>
    </message>
    <message>
        <source>a cloud option needs at least one of %1, %2, %3 or %4</source>
        <translation>云选项至少需要 %1、%2、%3 或 %4 之一</translation>
    </message>
    <message>
        <source>servers already owned have no lead time</source>
        <translation>已拥有的服务器没有交付周期</translation>
    </message>
    <message>
        <source>the servers already owned are %1 months old: past a life of %2 months</source>
        <translation>已拥有的服务器已使用 %1 个月：超过了 %2 个月的寿命</translation>
    </message>
    <message>
        <source>the maximum power (%1 kW) is below the typical power (%2 kW)</source>
        <translation>最大功率（%1 千瓦）低于典型功率（%2 千瓦）</translation>
    </message>
    <message>
        <source>capex must be in the same currency as the server price (%1)</source>
        <translation>资本支出必须与服务器价格使用相同币种（%1）</translation>
    </message>
    <message>
        <source>the down payment and the balloon together exceed the purchase (%1% + %2%)</source>
        <translation>首付款与尾款合计超过购置价（%1% + %2%）</translation>
    </message>
    <message>
        <source>needs at least one tier</source>
        <translation>至少需要一个阶梯</translation>
    </message>
    <message>
        <source>tiers must be in increasing order: %1 GB is not above the previous tier's %2 GB</source>
        <translation>阶梯必须按递增顺序排列：%1 GB 不高于上一阶梯的 %2 GB</translation>
    </message>
    <message>
        <source>the last tier must have no upper bound (leave out %1)</source>
        <translation>最后一个阶梯不能设上限（省略 %1）</translation>
    </message>
    <message>
        <source>only the last tier may leave out %1</source>
        <translation>只有最后一个阶梯可以省略 %1</translation>
    </message>
    <message>
        <source>month %1 is after the horizon (%2 months)</source>
        <translation>第%1个月在规划期（%2个月）之后</translation>
    </message>
    <message>
        <source>data moved in needs the egress price: give %1</source>
        <translation>迁入数据需要出网流量单价：请填写%1</translation>
    </message>
    <message>
        <source>effort needs its cost per person-month</source>
        <translation>工作量需要填写每人月成本</translation>
    </message>
    <message>
        <source>the id "%1" is used twice</source>
        <translation>id "%1" 被使用了两次</translation>
    </message>
    <message>
        <source>"%1" is not one of: %2</source>
        <translation>"%1" 不是以下值之一：%2</translation>
    </message>
    <message>
        <source>option "%1" has another profile</source>
        <translation>选项 "%1" 已有另一个配置</translation>
    </message>
    <message>
        <source>give the size of the job one way: %1, %2, or %3 and %4</source>
        <translation>请只用一种方式给出训练任务规模：%1、%2，或 %3 和 %4</translation>
    </message>
    <message>
        <source>needs at least one uncertain input</source>
        <translation>至少需要一个不确定输入</translation>
    </message>
    <message>
        <source>"%1" is not a what-if input (see docs/scenario-format.md)</source>
        <translation>“%1”不是假设分析输入（参见 docs/scenario-format.md）</translation>
    </message>
    <message>
        <source>the budget moves no cost: it cannot be an uncertain input</source>
        <translation>预算不影响成本：不能作为不确定输入</translation>
    </message>
    <message>
        <source>the horizon cannot be uncertain: the months would not line up</source>
        <translation>规划期不能是不确定的：各月份将无法对齐</translation>
    </message>
    <message>
        <source>"%1" is listed twice</source>
        <translation>“%1”出现了两次</translation>
    </message>
    <message>
        <source>give a total or capex and opex, not both</source>
        <translation>请给出总额，或资本性支出和费用性支出，不能同时给出</translation>
    </message>
    <message>
        <source>a split budget needs both capex and opex</source>
        <translation>分开的预算需要同时给出资本性支出和费用性支出</translation>
    </message>
    <message>
        <source>needs a total, or capex and opex</source>
        <translation>需要总额，或资本性支出和费用性支出</translation>
    </message>
    <message>
        <source>needs at least one fiscal year</source>
        <translation>至少需要一个财年</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 列出了两次</translation>
    </message>
    <message>
        <source>%1 is outside the horizon, which runs from %2 to %3</source>
        <translation>%1 不在规划周期内（%2 至 %3）</translation>
    </message>
    <message>
        <source>split every fiscal year into capex and opex, or none</source>
        <translation>要么每个财年都分为资本性支出和费用性支出，要么都不分</translation>
    </message>
    <message>
        <source>give the budget one way: %1, %2 or %3</source>
        <translation>预算只能用一种方式给出：%1、%2 或 %3</translation>
    </message>
    <message>
        <source>ages must increase from point to point</source>
        <translation>各点的机龄须递增</translation>
    </message>
    <message>
        <source>is needed for %1 "%2": the expected resale value by age</source>
        <translation>%1为"%2"时必填：按机龄的预计转售价值</translation>
    </message>
    <message>
        <source>is before %1</source>
        <translation>早于%1</translation>
    </message>
    <message>
        <source>"%1" is not a known GPU model; known: %2</source>
        <translation>“%1”不是已知的 GPU 型号；已知型号：%2</translation>
    </message>
    <message>
        <source>"%1" is not a known GPU model (known: %2); for another model give %3</source>
        <translation>“%1”不是已知的 GPU 型号（已知型号：%2）；其他型号请填写 %3</translation>
    </message>
    <message>
        <source>needs the scenario's calendar (calendar.startMonth) to place the date in the plan</source>
        <translation>需要情景的日历（calendar.startMonth）才能把该日期放入规划期</translation>
    </message>
    <message>
        <source>the milestones' percents add up to %1, not 100</source>
        <translation>各付款节点比例合计为 %1，而不是 100</translation>
    </message>
    <message>
        <source>a financed purchase is paid by its financing: remove %1 or %2</source>
        <translation>融资采购按融资方式付款：请删除 %1 或 %2</translation>
    </message>
</context>
<context>
    <name>gputco::MainWindow</name>
    <message>
        <source>64 A100s for 3 years: rent or buy</source>
        <translation>64 卡 A100 用 3 年：租还是买</translation>
    </message>
    <message>
        <source>Research team at 30% utilization</source>
        <translation>利用率 30% 的研究团队</translation>
    </message>
    <message>
        <source>Data-heavy job: egress changes the ranking</source>
        <translation>数据密集型任务：出网流量改变排名</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>About GPU TCO Planner</source>
        <translation>关于 GPU TCO 规划器</translation>
    </message>
    <message>
        <source>GPU TCO Planner %1

What GPU training really costs on clouds and on your own servers, month by month, and when buying beats renting.</source>
        <translation>GPU TCO 规划器 %1

逐月呈现 GPU 训练在云上和自有服务器上的真实成本，以及何时购买比租用更划算。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;example</source>
        <translation>打开示例(&amp;E)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add cloud option from &amp;catalog…</source>
        <translation>从价格目录添加云选项(&amp;C)…</translation>
    </message>
    <message>
        <source>Add &amp;self-hosted option</source>
        <translation>添加自建选项(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Duplicate option</source>
        <translation>复制选项(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;move option</source>
        <translation>删除选项(&amp;M)</translation>
    </message>
    <message>
        <source>Reset what-if to &amp;baseline</source>
        <translation>将假设分析重置为基准(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Cash view</source>
        <translation>现金视图(&amp;C)</translation>
    </message>
    <message>
        <source>Money counts in the month it is paid (capex upfront).</source>
        <translation>费用计入实际支付的月份（资本支出一次性预先计入）。</translation>
    </message>
    <message>
        <source>&amp;Amortized view</source>
        <translation>摊销视图(&amp;A)</translation>
    </message>
    <message>
        <source>Capex and upfront payments spread over their life. Break-even stays on the cash view.</source>
        <translation>资本支出和预付款项按其使用期限分摊。盈亏平衡仍按现金视图计算。</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Cost by category</source>
        <translation>按类别的成本</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Option whose monthly cost is shown</source>
        <translation>显示其月度成本的选项</translation>
    </message>
    <message>
        <source>%1%2 – GPU TCO Planner</source>
        <translation>%1%2 – GPU TCO 规划器</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation>无法打开 %1：

%2</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them?</source>
        <translation>场景有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>GPU TCO Planner did not close normally. Recover the unsaved changes to "%1"?</source>
        <translation>GPU TCO 规划器上次未正常关闭。是否恢复对“%1”的未保存更改？</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Pricing catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>Add exchange rate</source>
        <translation>添加汇率</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF 报告 (*.pdf)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>报告 (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Spreadsheet (XLSX)…</source>
        <translation>电子表格 (XLSX)(&amp;S)…</translation>
    </message>
    <message>
        <source>Monthly &amp;series (CSV)…</source>
        <translation>月度序列 (CSV)(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Cumulative chart (PNG, SVG)…</source>
        <translation>累计成本图 (PNG、SVG)(&amp;C)…</translation>
    </message>
    <message>
        <source>C&amp;ategory chart (PNG, SVG)…</source>
        <translation>类别成本图 (PNG、SVG)(&amp;A)…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1 (what-if)</source>
        <translation>%1（假设分析）</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Growing team: servers with a 4-month lead time</source>
        <translation>团队扩张：服务器交付周期 4 个月</translation>
    </message>
    <message>
        <source>No option serves all demand over %1 months: none is recommended</source>
        <translation>%1 个月内没有任何选项能满足全部需求：无推荐选项</translation>
    </message>
    <message>
        <source>cheapest undiscounted: %1, %2</source>
        <translation>不折现时最便宜：%1，%2</translation>
    </message>
    <message>
        <source>(and %1 more)</source>
        <translation>（另有 %1 个问题）</translation>
    </message>
    <message>
        <source>the file is not a scenario</source>
        <translation>该文件不是场景文件</translation>
    </message>
    <message>
        <source>GPU TCO Planner did not close normally, and its copy of the unsaved changes cannot be opened:%1
It could not be moved and stays at %2, where the next autosave will replace it: copy it elsewhere to keep it.</source>
        <translation>GPU TCO 规划器上次未正常关闭，且其保存的未保存更改副本无法打开：%1
该文件无法移动，仍位于 %2，下次自动保存时会被覆盖：如需保留，请将其复制到其他位置。</translation>
    </message>
    <message>
        <source>GPU TCO Planner did not close normally, and its copy of the unsaved changes cannot be opened:%1
The file was kept as %2.</source>
        <translation>GPU TCO 规划器上次未正常关闭，且其保存的未保存更改副本无法打开：%1
该文件已保留为 %2。</translation>
    </message>
    <message>
        <source>Unsaved changes not recovered</source>
        <translation>未恢复未保存的更改</translation>
    </message>
    <message>
        <source>Not changed (%1): the scenario could not be opened again. %2</source>
        <translation>未更改（%1）：更改后的场景将无法重新打开。%2</translation>
    </message>
    <message>
        <source>Budget per fiscal year: 32 A100s, FY2027-FY2029 (Chinese)</source>
        <translation>按财年预算：32 张 A100，2027–2029 财年（中文）</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>No option serves all demand within the budget over %1 months: none is recommended</source>
        <translation>在 %1 个月内没有选项能在预算内满足全部需求：不作推荐</translation>
    </message>
    <message>
        <source>cheaper but over budget: %1</source>
        <translation>更便宜但超出预算：%1</translation>
    </message>
    <message>
        <source>Buy instead of rent</source>
        <translation>购买而非租用</translation>
    </message>
    <message>
        <source>Not changed (%1): %2</source>
        <translation>未更改（%1）：%2</translation>
    </message>
    <message>
        <source>Domestic accelerators only: PAI, ModelArts or own Ascend servers (Chinese)</source>
        <translation>仅限国产加速卡：PAI、ModelArts或自购昇腾服务器（中文）</translation>
    </message>
    <message>
        <source>Uncertainty bands</source>
        <translation>不确定性区间</translation>
    </message>
    <message>
        <source>Compute uncertainty &amp;bands</source>
        <translation>计算不确定性区间(&amp;B)</translation>
    </message>
    <message>
        <source>%1: the report was not written: %2</source>
        <translation>%1：报告未写入：%2</translation>
    </message>
    <message>
        <source>Recommended over %1 months: %2, PV of cost %3, total %4</source>
        <translation>%1个月内推荐：%2，成本现值%3，合计%4</translation>
    </message>
    <message>
        <source>(after %1 credited at the end)</source>
        <translation>（已扣除期末抵减额%1）</translation>
    </message>
    <message>
        <source>&amp;Money unit</source>
        <translation>金额单位(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Automatic (万元 in Chinese summaries)</source>
        <translation>自动（中文摘要中用万元）(&amp;A)</translation>
    </message>
    <message>
        <source>元 / 1</source>
        <translation>元</translation>
    </message>
    <message>
        <source>万元 / k</source>
        <translation>万元</translation>
    </message>
    <message>
        <source>亿元 / M</source>
        <translation>亿元</translation>
    </message>
    <message>
        <source>&amp;Price book (negotiated discounts)…</source>
        <translation>价格簿（商务折扣）(&amp;P)…</translation>
    </message>
    <message>
        <source>Pricing catalog &amp;location…</source>
        <translation>价格目录位置(&amp;L)…</translation>
    </message>
    <message>
        <source>Pricing catalog location</source>
        <translation>价格目录位置</translation>
    </message>
    <message>
        <source>A catalog file, or a shared catalog on PostgreSQL (postgresql://user@host/database).
Empty: the catalog file in your data folder. GPUTCO_CATALOG, when set, is used instead.</source>
        <translation>价格目录文件，或 PostgreSQL 上的共享价格目录（postgresql://user@host/database）。
留空：使用数据文件夹中的价格目录文件。若设置了 GPUTCO_CATALOG，则以其为准。</translation>
    </message>
    <message>
        <source>%1: the spreadsheet was not written: %2</source>
        <translation>%1：未写入电子表格：%2</translation>
    </message>
    <message>
        <source>Fee from price list</source>
        <translation>从价格表选取费用</translation>
    </message>
    <message>
        <source>Remove variant “%1”</source>
        <translation>删除方案“%1”</translation>
    </message>
    <message>
        <source>(with %1 of financing still owed at the end)</source>
        <translation>（含期末仍欠融资本金%1）</translation>
    </message>
    <message>
        <source>what-if (not kept)</source>
        <translation>假设分析（未保存为变体）</translation>
    </message>
    <message>
        <source>%1 (variant %2)</source>
        <translation>%1（变体 %2）</translation>
    </message>
    <message>
        <source>Computing the uncertainty bands for the report…</source>
        <translation>正在为报告计算不确定性区间…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Uncertainty bands %p %</source>
        <translation>不确定性区间 %p %</translation>
    </message>
    <message>
        <source>P10-P90 bands of the cumulative chart, computed in the background</source>
        <translation>累计成本图的 P10-P90 区间，在后台计算</translation>
    </message>
    <message>
        <source>Stop computing the uncertainty bands</source>
        <translation>停止计算不确定性区间</translation>
    </message>
    <message>
        <source>Server price from the catalog</source>
        <translation>从价格目录取服务器价格</translation>
    </message>
</context>
<context>
    <name>gputco::MonteCarlo</name>
    <message>
        <source>the job needs a positive number of useful hours</source>
        <translation>训练任务的有效小时数必须为正数</translation>
    </message>
    <message>
        <source>the checkpoint interval must be positive</source>
        <translation>检查点间隔必须为正数</translation>
    </message>
    <message>
        <source>checkpoint write time, restart time and interruption rate must not be negative</source>
        <translation>检查点写入时间、重启时间和中断频率不能为负数</translation>
    </message>
    <message>
        <source>the job needs at least one instance</source>
        <translation>训练任务至少需要一个实例</translation>
    </message>
    <message>
        <source>the deadline must be positive</source>
        <translation>截止时间必须为正数</translation>
    </message>
    <message>
        <source>the checkpoint interval is too short for this job (more than 10^12 checkpoints)</source>
        <translation>对该训练任务而言检查点间隔过短（超过 10^12 个检查点）</translation>
    </message>
    <message>
        <source>interruptions are too frequent for the checkpoint interval (%1 expected per interval): the job would practically never finish; shorten the interval</source>
        <translation>相对于检查点间隔，中断过于频繁（每个间隔预计 %1 次）：训练任务实际上永远无法完成；请缩短间隔</translation>
    </message>
    <message>
        <source>the number of trials must be between %1 and %2</source>
        <translation>模拟次数必须在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>the seed must be between 0 and %1</source>
        <translation>随机种子必须在 0 到 %1 之间</translation>
    </message>
</context>
<context>
    <name>gputco::OptionSizing</name>
    <message>
        <source>relative throughput %1 (entered)</source>
        <translation>相对吞吐%1（已填写）</translation>
    </message>
    <message>
        <source>relative throughput %1 = dense BF16 peak %2 / %3 TFLOP/s (catalog default)</source>
        <translation>相对吞吐%1 = 稠密BF16峰值%2 / %3 TFLOP/s（目录默认值）</translation>
    </message>
    <message>
        <source>relative throughput 1 (the reference GPU)</source>
        <translation>相对吞吐1（即基准GPU）</translation>
    </message>
    <message>
        <source>relative throughput 1 assumed: not known, must be entered</source>
        <translation>相对吞吐假定为1：未知，须填写</translation>
    </message>
    <message>
        <source>%1 x stack efficiency %2% = %3 reference cards per card</source>
        <translation>%1 x 软件栈效率%2% = 每卡相当于%3块基准卡</translation>
    </message>
</context>
<context>
    <name>gputco::PriceBookDialog</name>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Subscription (reserved)</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>All pricing models</source>
        <translation>全部计费方式</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>实例族</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Source / note</source>
        <translation>来源/备注</translation>
    </message>
    <message>
        <source>all families</source>
        <translation>全部实例族</translation>
    </message>
    <message>
        <source>Only this instance family of the provider (e.g. GN10X, p5); empty: every family.</source>
        <translation>仅适用于该云厂商的此实例族（如 GN10X、p5）；留空：全部实例族。</translation>
    </message>
    <message>
        <source>all regions</source>
        <translation>全部地域</translation>
    </message>
    <message>
        <source>Only this region or zone (e.g. ap-guangzhou); empty: every region.</source>
        <translation>仅适用于此地域或可用区（如 ap-guangzhou）；留空：全部地域。</translation>
    </message>
    <message>
        <source>Share off the list price: 15 % off is 8.5折 (pay 85 % of the list price).</source>
        <translation>相对目录价的优惠幅度：优惠15%即8.5折（支付目录价的85%）。</translation>
    </message>
    <message>
        <source>contract, quote number or contact</source>
        <translation>合同、报价单号或联系人</translation>
    </message>
    <message>
        <source>Pricing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Instance family</source>
        <translation>实例族</translation>
    </message>
    <message>
        <source>Discount off list price</source>
        <translation>目录价优惠幅度</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Update selected</source>
        <translation>修改所选(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove selected</source>
        <translation>删除所选(&amp;R)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Discounts negotiated with a provider (商务折扣) apply when a catalog price is added as an option: the most specific match (pricing model, family, region) wins, and the option keeps the list price and the discount, so the report shows both.</source>
        <translation>与云厂商谈定的商务折扣在把目录价格添加为方案时生效：匹配最具体的一条（计费方式、实例族、地域）优先，方案保留目录价和折扣，报告同时列出两者。</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部云厂商</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>%1 % off (%2折)</source>
        <translation>优惠%1%（%2折）</translation>
    </message>
    <message>
        <source>Added discount %1.</source>
        <translation>已添加折扣%1。</translation>
    </message>
    <message>
        <source>Select the discount to change first.</source>
        <translation>请先选择要修改的折扣。</translation>
    </message>
    <message>
        <source>Changed discount %1.</source>
        <translation>已修改折扣%1。</translation>
    </message>
    <message>
        <source>Select the discount to remove first.</source>
        <translation>请先选择要删除的折扣。</translation>
    </message>
    <message>
        <source>Removed discount %1.</source>
        <translation>已删除折扣%1。</translation>
    </message>
    <message>
        <source>Price book: negotiated discounts and quotes</source>
        <translation>价格簿：商务折扣与报价</translation>
    </message>
    <message>
        <source>Negotiated discounts</source>
        <translation>商务折扣</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Warning: a discount of %1 % is implausible: check the quote.</source>
        <translation>警告：%1 % 的折扣不合常理：请核对报价。</translation>
    </message>
</context>
<context>
    <name>gputco::PriceIo</name>
    <message>
        <source>'%1' is not a number</source>
        <translation>'%1' 不是数字</translation>
    </message>
    <message>
        <source>'%1' is not a finite number</source>
        <translation>'%1' 不是有限数值</translation>
    </message>
    <message>
        <source>%1 is negative</source>
        <translation>%1 为负数</translation>
    </message>
    <message>
        <source>%1 is not a positive price</source>
        <translation>%1 不是有效的正价格</translation>
    </message>
    <message>
        <source>%1 is implausibly large (more than %2)</source>
        <translation>%1 大得不合理（超过 %2）</translation>
    </message>
    <message>
        <source>'%1' is not a valid non-negative number</source>
        <translation>'%1' 不是有效的非负数</translation>
    </message>
    <message>
        <source>required value is empty</source>
        <translation>必填值为空</translation>
    </message>
    <message>
        <source>'%1' is not one of on_demand, reserved, spot</source>
        <translation>'%1' 不是 on_demand、reserved、spot 之一</translation>
    </message>
    <message>
        <source>'%1' is not a whole number of GPUs</source>
        <translation>'%1' 不是整数卡数</translation>
    </message>
    <message>
        <source>'%1' is not a term of 1 to 120 months</source>
        <translation>'%1' 不是 1 到 120 个月之间的期限</translation>
    </message>
    <message>
        <source>a term is only valid for reserved prices</source>
        <translation>只有预留价格才能设置期限</translation>
    </message>
    <message>
        <source>reserved prices need a term in months</source>
        <translation>预留价格需要以月为单位的期限</translation>
    </message>
    <message>
        <source>'%1' is not one of all_upfront, partial_upfront, no_upfront</source>
        <translation>'%1' 不是 all_upfront、partial_upfront、no_upfront 之一</translation>
    </message>
    <message>
        <source>no amount: give hourly, monthly or upfront</source>
        <translation>没有金额：请填写 hourly、monthly 或 upfront</translation>
    </message>
    <message>
        <source>'%1' is not an ISO 4217 currency code (e.g. CNY, USD)</source>
        <translation>'%1' 不是 ISO 4217 货币代码（例如 CNY、USD）</translation>
    </message>
    <message>
        <source>'%1' is not true or false</source>
        <translation>'%1' 不是 true 或 false</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD)</source>
        <translation>'%1' 不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>line is not valid UTF-8</source>
        <translation>该行不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>未知列</translation>
    </message>
    <message>
        <source>column appears twice</source>
        <translation>列重复出现</translation>
    </message>
    <message>
        <source>required column is missing</source>
        <translation>缺少必需的列</translation>
    </message>
    <message>
        <source>row has %1 fields, the header has %2 (truncated file?)</source>
        <translation>该行有 %1 个字段，而表头有 %2 个（文件是否被截断？）</translation>
    </message>
    <message>
        <source>quoted field is not closed before the end of the file (truncated file?)</source>
        <translation>带引号的字段在文件结尾前未闭合（文件是否被截断？）</translation>
    </message>
    <message>
        <source>not valid JSON near byte %1 (truncated file?)</source>
        <translation>第 %1 字节附近不是有效的 JSON（文件是否被截断？）</translation>
    </message>
    <message>
        <source>expected an object with a "prices" array</source>
        <translation>应为包含 "prices" 数组的对象</translation>
    </message>
    <message>
        <source>price entry is not an object</source>
        <translation>价格条目不是对象</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>expected a string, number or boolean</source>
        <translation>应为字符串、数字或布尔值</translation>
    </message>
    <message>
        <source>a SkyPilot import needs the provider</source>
        <translation>SkyPilot 导入需要指定云厂商</translation>
    </message>
    <message>
        <source>required SkyPilot column is missing</source>
        <translation>缺少必需的 SkyPilot 列</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1：无法读取文件：%2</translation>
    </message>
    <message>
        <source>%1: unknown price-list format; use a .csv or .json file</source>
        <translation>%1：未知的价格文件格式；请使用 .csv 或 .json 文件</translation>
    </message>
    <message>
        <source>id '%1' appears more than once</source>
        <translation>id '%1' 出现了多次</translation>
    </message>
    <message>
        <source>quote needed</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>%1 upfront</source>
        <translation>预付 %1</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>the key is given twice in one object; keep one</source>
        <translation>同一对象中的键出现了两次；请只保留一个</translation>
    </message>
    <message>
        <source>expected "gputco-prices"</source>
        <translation>应为“gputco-prices”</translation>
    </message>
    <message>
        <source>price-list version %1 is not supported: this program reads version 1</source>
        <translation>不支持价格表版本%1：本程序读取版本1</translation>
    </message>
    <message>
        <source>%1: the file has no prices; nothing was imported</source>
        <translation>%1：文件中没有价格；未导入任何内容</translation>
    </message>
    <message>
        <source>a range needs both ends (%1 and %2)</source>
        <translation>价格区间需要上下两端（%1 和 %2）</translation>
    </message>
    <message>
        <source>%1 is above %2</source>
        <translation>%1 大于 %2</translation>
    </message>
    <message>
        <source>'%1' is not empty or commit (as_of is the source file's commit date)</source>
        <translation>“%1”既不是空也不是 commit（as_of 为来源文件的提交日期）</translation>
    </message>
    <message>
        <source>%1-%2/h</source>
        <translation>%1-%2/小时</translation>
    </message>
    <message>
        <source>%1-%2/month</source>
        <translation>%1-%2/月</translation>
    </message>
    <message>
        <source>all_upfront needs the upfront amount (the whole term paid at the start); a monthly or hourly amount alone is no_upfront or partial_upfront</source>
        <translation>all_upfront（全部预付）需要填写预付金额（整个期限的费用在开始时一次付清）；只有月付或按小时金额的应为 no_upfront 或 partial_upfront</translation>
    </message>
    <message>
        <source>%1 is not a tax rate from 0 to 100 (percent)</source>
        <translation>%1不是0到100之间的税率（百分比）</translation>
    </message>
    <message>
        <source>a tax rate needs tax_included (true: the amount includes the tax; false: it does not)</source>
        <translation>填写税率时须同时填写 tax_included（true：金额含税；false：金额不含税）</translation>
    </message>
    <message>
        <source>%1 is before valid_from %2</source>
        <translation>%1早于 valid_from %2</translation>
    </message>
    <message>
        <source>'%1' is a path; give the file name only</source>
        <translation>“%1”是路径；只填写文件名</translation>
    </message>
    <message>
        <source>unknown top-level key (known: format, version, price_book, prices; x-... for notes)</source>
        <translation>未知的顶层键（已知：format、version、price_book、prices；注释请用 x-...）</translation>
    </message>
    <message>
        <source>%1... [cut: %2 characters in all]</source>
        <translation>%1……［已截断：共 %2 个字符］</translation>
    </message>
    <message>
        <source>a text of more than %1 MiB: not kept</source>
        <translation>文本超过 %1 MiB：未保留</translation>
    </message>
    <message>
        <source>this row is longer than %1 MiB (a price or fee row is a few hundred bytes): not a list, or a cell far too long; the file was not read further</source>
        <translation>此行超过 %1 MiB（价格或费用行通常只有几百字节）：不是价目表，或某个单元格过长；文件未继续读取</translation>
    </message>
    <message>
        <source>%1 characters long: at most %2 are allowed</source>
        <translation>长度为 %1 个字符：最多允许 %2 个</translation>
    </message>
    <message>
        <source>%1: is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8</source>
        <translation>%1：是 UTF-16 编码（以 UTF-16 字节顺序标记开头）：请另存为 UTF-8</translation>
    </message>
    <message>
        <source>%1: looks like UTF-16 without a byte-order mark: save it as UTF-8</source>
        <translation>%1：看起来是不带字节顺序标记的 UTF-16 编码：请另存为 UTF-8</translation>
    </message>
    <message>
        <source>%1 is implausibly small (less than %2 but not 0): a unit or typing error?</source>
        <translation>%1 小得不合常理（小于 %2 但不为 0）：单位或输入有误？</translation>
    </message>
    <message>
        <source>%1 with an upfront amount of 0: give the amount paid at the start, or write no_upfront</source>
        <translation>%1 的预付金额为 0：请填写开始时支付的金额，或写 no_upfront</translation>
    </message>
</context>
<context>
    <name>gputco::PriceLines</name>
    <message>
        <source>entered in the scenario</source>
        <translation>在场景中输入</translation>
    </message>
    <message>
        <source>internet egress</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>internet egress, %1 to %2 GB a month</source>
        <translation>公网出流量，每月%1至%2 GB</translation>
    </message>
    <message>
        <source>internet egress, above %1 GB a month</source>
        <translation>公网出流量，每月%1 GB以上</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>/GB</translation>
    </message>
    <message>
        <source>bandwidth, %1 Mbps</source>
        <translation>带宽%1 Mbps</translation>
    </message>
    <message>
        <source>per Mbps-month</source>
        <translation>/Mbps·月</translation>
    </message>
    <message>
        <source>cross-zone traffic</source>
        <translation>跨可用区流量</translation>
    </message>
    <message>
        <source>per GB and direction</source>
        <translation>/GB·方向</translation>
    </message>
    <message>
        <source>storage %1, %2 GB</source>
        <translation>存储%1，%2 GB</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>/GB·月</translation>
    </message>
    <message>
        <source>checkpoint storage</source>
        <translation>检查点存储</translation>
    </message>
    <message>
        <source>requests %1</source>
        <translation>请求%1</translation>
    </message>
    <message>
        <source>per 1,000 requests</source>
        <translation>/千次请求</translation>
    </message>
    <message>
        <source>provisioned IOPS</source>
        <translation>预配置IOPS</translation>
    </message>
    <message>
        <source>per IOPS-month</source>
        <translation>/IOPS·月</translation>
    </message>
    <message>
        <source>provisioned throughput</source>
        <translation>预配置吞吐量</translation>
    </message>
    <message>
        <source>per MB/s-month</source>
        <translation>/(MB/s)·月</translation>
    </message>
    <message>
        <source>other fee</source>
        <translation>其他费用</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>all upfront</source>
        <translation>全部预付</translation>
    </message>
    <message>
        <source>no upfront</source>
        <translation>无预付</translation>
    </message>
    <message>
        <source>partial upfront</source>
        <translation>部分预付</translation>
    </message>
    <message>
        <source>%1-month subscription (reserved), %2</source>
        <translation>%1个月包年包月，%2</translation>
    </message>
    <message>
        <source>per instance-hour</source>
        <translation>/实例·小时</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>derived: %1 an hour x %2 h x %3 months</source>
        <translation>推算：每小时%1×%2小时×%3个月</translation>
    </message>
    <message>
        <source>%1: upfront payment</source>
        <translation>%1：预付款</translation>
    </message>
    <message>
        <source>per instance and term</source>
        <translation>/实例·期</translation>
    </message>
    <message>
        <source>%1: monthly payment</source>
        <translation>%1：月付款</translation>
    </message>
    <message>
        <source>per instance-month</source>
        <translation>/实例·月</translation>
    </message>
    <message>
        <source>server with %1 GPUs</source>
        <translation>%1卡服务器</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>/台</translation>
    </message>
    <message>
        <source>network fabric</source>
        <translation>网络设备</translation>
    </message>
    <message>
        <source>once per purchase</source>
        <translation>每次采购一次</translation>
    </message>
    <message>
        <source>storage hardware</source>
        <translation>存储设备</translation>
    </message>
    <message>
        <source>installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source>rack rent</source>
        <translation>机柜租金</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>/机柜·月</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>机房托管</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>/kW·月</translation>
    </message>
    <message>
        <source>staff, one per %1 servers</source>
        <translation>运维人员，每%1台服务器一人</translation>
    </message>
    <message>
        <source>per person-month</source>
        <translation>/人·月</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>% of hardware capex a year</source>
        <translation>硬件资本性支出的%/年</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>运营费用</translation>
    </message>
    <message>
        <source>maintenance work, %1 h a month</source>
        <translation>维护工时，每月%1小时</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>/小时</translation>
    </message>
    <message>
        <source>loan interest</source>
        <translation>贷款利息</translation>
    </message>
    <message>
        <source>finance lease interest</source>
        <translation>融资租赁利息</translation>
    </message>
    <message>
        <source>% a year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>exchange rate %1 → %2</source>
        <translation>汇率%1→%2</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Amazon Web Services</source>
        <translation>亚马逊云科技</translation>
    </message>
    <message>
        <source>Alibaba Cloud</source>
        <translation>阿里云</translation>
    </message>
    <message>
        <source>Tencent Cloud</source>
        <translation>腾讯云</translation>
    </message>
    <message>
        <source>Huawei Cloud</source>
        <translation>华为云</translation>
    </message>
    <message>
        <source>Baidu AI Cloud</source>
        <translation>百度智能云</translation>
    </message>
    <message>
        <source>Volcano Engine</source>
        <translation>火山引擎</translation>
    </message>
    <message>
        <source>Quote from %1</source>
        <translation>%1的报价</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, valid %2 to %3</source>
        <translation>%1，有效期%2至%3</translation>
    </message>
    <message>
        <source>%1; attachment: %2</source>
        <translation>%1；附件：%2</translation>
    </message>
    <message>
        <source>%1 platform fee</source>
        <translation>%1 平台费</translation>
    </message>
    <message>
        <source>%1 platform surcharge</source>
        <translation>%1 平台加价</translation>
    </message>
    <message>
        <source>% of compute</source>
        <translation>% 计算费用</translation>
    </message>
    <message>
        <source>staff, one per %1 instances</source>
        <translation>运维人员，每 %1 台实例 1 人</translation>
    </message>
    <message>
        <source>financing term</source>
        <translation>融资期限</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>down payment</source>
        <translation>首付款</translation>
    </message>
    <message>
        <source>% of the purchase</source>
        <translation>% 采购额</translation>
    </message>
    <message>
        <source>financing fees</source>
        <translation>融资手续费</translation>
    </message>
    <message>
        <source>% of the amount financed</source>
        <translation>% 融资额</translation>
    </message>
    <message>
        <source>balloon payment</source>
        <translation>尾款</translation>
    </message>
    <message>
        <source>once, in month %1</source>
        <translation>一次性，第 %1 个月</translation>
    </message>
    <message>
        <source>%1: %2 person-months</source>
        <translation>%1：%2 人月</translation>
    </message>
    <message>
        <source>%1: %2 GB moved out</source>
        <translation>%1：迁出 %2 GB</translation>
    </message>
    <message>
        <source>%1: %2 months of parallel running</source>
        <translation>%1：并行运行 %2 个月</translation>
    </message>
</context>
<context>
    <name>gputco::PriceTerms</name>
    <message>
        <source>Reserved term</source>
        <translation>预留期</translation>
    </message>
    <message>
        <source>Commitment %1</source>
        <translation>承诺 %1</translation>
    </message>
    <message>
        <source>On-demand, per instance-hour</source>
        <translation>按量付费，每实例小时</translation>
    </message>
    <message>
        <source>Spot, per instance-hour</source>
        <translation>抢占式，每实例小时</translation>
    </message>
    <message>
        <source>%1: upfront payment per instance</source>
        <translation>%1：每实例预付款</translation>
    </message>
    <message>
        <source>%1: monthly payment per instance</source>
        <translation>%1：每实例月付款</translation>
    </message>
    <message>
        <source>Platform fee, per instance-hour</source>
        <translation>平台费，每实例小时</translation>
    </message>
    <message>
        <source>Operations staff, per FTE-month</source>
        <translation>运维人员，每人月</translation>
    </message>
    <message>
        <source>Internet egress, tier %1, per GB</source>
        <translation>公网出流量，第 %1 档，每 GB</translation>
    </message>
    <message>
        <source>Bandwidth, per Mbps-month</source>
        <translation>带宽，每 Mbps 月</translation>
    </message>
    <message>
        <source>Cross-zone traffic, per GB and direction</source>
        <translation>跨可用区流量，每 GB 每方向</translation>
    </message>
    <message>
        <source>Storage volume %1, per GB-month</source>
        <translation>存储卷 %1，每 GB 月</translation>
    </message>
    <message>
        <source>Checkpoint storage, per GB-month</source>
        <translation>检查点存储，每 GB 月</translation>
    </message>
    <message>
        <source>Storage requests %1, per 1,000</source>
        <translation>存储请求 %1，每千次</translation>
    </message>
    <message>
        <source>Provisioned IOPS, per IOPS-month</source>
        <translation>预配置 IOPS，每 IOPS 月</translation>
    </message>
    <message>
        <source>Provisioned throughput, per MB/s-month</source>
        <translation>预配置吞吐量，每 MB/s 月</translation>
    </message>
    <message>
        <source>Other fee %1, per month</source>
        <translation>其他费用 %1，每月</translation>
    </message>
</context>
<context>
    <name>gputco::PricingDatabase</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>is a folder, not a database file</source>
        <translation>这是一个文件夹，不是数据库文件</translation>
    </message>
    <message>
        <source>the file is read-only; make it writable, or choose another file with --db or the GPUTCO_PRICING_DB environment variable</source>
        <translation>文件为只读；请将其设为可写，或通过 --db 或 GPUTCO_PRICING_DB 环境变量选择其他文件</translation>
    </message>
    <message>
        <source>cannot create the database: the folder is not writable</source>
        <translation>无法创建数据库：文件夹不可写</translation>
    </message>
    <message>
        <source>created a new pricing database from the built-in seed</source>
        <translation>已根据内置种子数据创建新的价格数据库</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available</source>
        <translation>Qt SQLite 驱动（QSQLITE）不可用</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>the database is locked by another program; close it and try again</source>
        <translation>数据库被其他程序锁定；请关闭该程序后重试</translation>
    </message>
    <message>
        <source>the re-created database is damaged: %1</source>
        <translation>重新创建的数据库已损坏：%1</translation>
    </message>
    <message>
        <source>the file is damaged (%1) and could not be moved aside to %2</source>
        <translation>文件已损坏（%1），且无法移至 %2</translation>
    </message>
    <message>
        <source>applying the built-in seed failed: %1</source>
        <translation>应用内置种子数据失败：%1</translation>
    </message>
    <message>
        <source>cannot commit the seed: %1</source>
        <translation>无法提交种子数据：%1</translation>
    </message>
    <message>
        <source>the pricing database is not open</source>
        <translation>价格数据库未打开</translation>
    </message>
    <message>
        <source>'%1' is not a pricing model (on_demand, reserved, spot)</source>
        <translation>'%1' 不是计费方式（on_demand、reserved、spot）</translation>
    </message>
    <message>
        <source>a discount must be a fraction from 0 to below 1, not %1</source>
        <translation>折扣必须是 0 到 1（不含 1）之间的小数，而不是 %1</translation>
    </message>
    <message>
        <source>'%1' is not a pricing model</source>
        <translation>'%1' 不是计费方式</translation>
    </message>
    <message>
        <source>import of %1 failed, nothing was changed: %2</source>
        <translation>导入 %1 失败，未做任何更改：%2</translation>
    </message>
    <message>
        <source>cannot commit the import: %1</source>
        <translation>无法提交导入：%1</translation>
    </message>
    <message>
        <source>%1: unknown export format; use a .csv or .json file name</source>
        <translation>%1：未知的导出格式；请使用 .csv 或 .json 文件名</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>integrity check: %1</source>
        <translation>完整性检查：%1</translation>
    </message>
    <message>
        <source>table %1 row %2 refers to a missing row in %3</source>
        <translation>表 %1 第 %2 行引用了 %3 中不存在的行</translation>
    </message>
    <message>
        <source>price %1 has no amount</source>
        <translation>价格 %1 没有金额</translation>
    </message>
    <message>
        <source>price %1 is zero or negative (hourly %2, monthly %3, upfront %4)</source>
        <translation>价格 %1 为零或负数（每小时 %2，每月 %3，预付 %4）</translation>
    </message>
    <message>
        <source>spot price %1 (%2/h) is above the on-demand price %3 (%4/h)</source>
        <translation>抢占式实例价格 %1（%2/小时）高于按量付费价格 %3（%4/小时）</translation>
    </message>
    <message>
        <source>price %1 has an unreadable as-of date '%2'</source>
        <translation>价格 %1 的截至日期 '%2' 无法识别</translation>
    </message>
    <message>
        <source>%1 prices from price book '%2' have no as-of date (the source does not record one)</source>
        <translation>价格表 '%2' 中有 %1 条价格没有截至日期（来源未记录）</translation>
    </message>
    <message>
        <source>provider %1: %2 instance types have no price (quote needed)</source>
        <translation>云厂商 %1：有 %2 种实例规格没有价格（需询价）</translation>
    </message>
    <message>
        <source>its journal %1 cannot be opened (it is not a file you may read and write). The catalog is not damaged: give your user read and write access to the journal, then start again; do not delete it, it holds an unfinished change</source>
        <translation>其日志文件%1无法打开（不是当前用户可读写的文件）。价格目录并未损坏：请给当前用户授予该日志文件的读写权限后重新启动；不要删除它，其中保存着一项未完成的修改</translation>
    </message>
    <message>
        <source>another program (an import still running, or an SQLite browser with unsaved changes)</source>
        <translation>另一个程序（仍在运行的导入，或有未保存修改的 SQLite 浏览器）</translation>
    </message>
    <message>
        <source>another program (process %1)</source>
        <translation>另一个程序（进程%1）</translation>
    </message>
    <message>
        <source>the database is locked by %1 and did not become free within %2 seconds; close that program or let it finish, then try again</source>
        <translation>数据库被%1锁定，%2秒内未释放；请关闭该程序或等待其完成后重试</translation>
    </message>
    <message>
        <source>cannot be read (%1); it was left as it is: check its permissions and the disk</source>
        <translation>无法读取（%1）；文件保持原样未动：请检查其权限和磁盘</translation>
    </message>
    <message>
        <source>is an SQLite database of another program (it has no GPU TCO Planner catalog tables); it was not changed. Choose another file with --db or the GPUTCO_PRICING_DB environment variable</source>
        <translation>是其他程序的 SQLite 数据库（没有 GPU TCO Planner 价格目录的表）；未做任何修改。请用 --db 或环境变量 GPUTCO_PRICING_DB 另选文件</translation>
    </message>
    <message>
        <source>the file was damaged (%1); it was kept as %2 and the pricing database was re-created from the built-in seed. Your own prices, overrides and negotiated discounts are in the kept file: take them back with "gputco-cli catalog recover %2".</source>
        <translation>文件已损坏（%1）；已保留为%2，并用内置种子数据重新创建了价格数据库。您自己的价格、覆盖价和议定折扣都在保留的文件中：请用“gputco-cli catalog recover %2”取回。</translation>
    </message>
    <message>
        <source>an earlier damaged catalog was kept as %1; your own prices in it are not in use. Take them back with "gputco-cli catalog recover %1", or delete the file if you need nothing from it.</source>
        <translation>先前损坏的价格目录已保留为%1；其中您自己的价格目前未被使用。请用“gputco-cli catalog recover %1”取回；如不需要其中任何内容，可删除该文件。</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1: is the catalog in use; name the kept copy (NAME.corrupt-...)</source>
        <translation>%1：是正在使用的价格目录；请指定保留的副本（NAME.corrupt-...）</translation>
    </message>
    <message>
        <source>its columns cannot be read</source>
        <translation>无法读取其列</translation>
    </message>
    <message>
        <source>%1: %2 (%3 rows read before it)</source>
        <translation>%1：%2（此前已读取%3行）</translation>
    </message>
    <message>
        <source>%1: nothing can be read from it: %2</source>
        <translation>%1：无法从中读取任何内容：%2</translation>
    </message>
    <message>
        <source>%1: is not a GPU TCO Planner catalog (it has no prices table)</source>
        <translation>%1：不是 GPU TCO Planner 价格目录（没有 prices 表）</translation>
    </message>
    <message>
        <source>recovery from %1 failed, nothing was changed: %2</source>
        <translation>从%1恢复失败，未做任何修改：%2</translation>
    </message>
    <message>
        <source>cannot commit the recovery: %1</source>
        <translation>无法提交恢复：%1</translation>
    </message>
    <message>
        <source>the stale threshold must be 1 to 240 months, not %1</source>
        <translation>过期阈值必须是1到240个月，而不是%1</translation>
    </message>
    <message>
        <source>price %1 has a broken range (%2 to %3): both ends must be positive, the first not above the second</source>
        <translation>价格%1的区间有误（%2 至 %3）：两端必须为正数，且下限不高于上限</translation>
    </message>
    <message>
        <source>price %1 is stale: more than %2 months old (as of %3)</source>
        <translation>价格%1已过期：早于%2个月（价格日期%3）</translation>
    </message>
    <message>
        <source>is not a PostgreSQL address; write postgresql://USER@HOST[:PORT]/DATABASE</source>
        <translation>不是 PostgreSQL 地址；请写成 postgresql://USER@HOST[:PORT]/DATABASE</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL) is not available; install the package libqt6sql6-psql</source>
        <translation>Qt 的 PostgreSQL 驱动（QPSQL）不可用；请安装软件包 libqt6sql6-psql</translation>
    </message>
    <message>
        <source>cannot connect to the catalog server: %1</source>
        <translation>无法连接价格目录服务器：%1</translation>
    </message>
    <message>
        <source>the database holds tables of another program (no GPU TCO Planner schema version); it was not changed. Name an empty database or a GPU TCO Planner catalog</source>
        <translation>该数据库中是其他程序的表（没有 GPU TCO Planner 的结构版本），未作任何改动。请指定一个空数据库或 GPU TCO Planner 价格目录</translation>
    </message>
    <message>
        <source>the local copy for working offline could not be written: %1</source>
        <translation>无法写入用于离线工作的本地副本：%1</translation>
    </message>
    <message>
        <source>working offline from the local read-only copy of the catalog as read on %1 (%2); imports and other changes need the server</source>
        <translation>正在离线工作，使用 %1 读取的价格目录本地只读副本（%2）；导入和其他修改需要连接服务器</translation>
    </message>
    <message>
        <source>a negotiated discount needs a provider</source>
        <translation>商务折扣需要指定云厂商</translation>
    </message>
    <message>
        <source>no negotiated discount with ID %1</source>
        <translation>没有编号为%1的商务折扣</translation>
    </message>
    <message>
        <source>importing %1 failed, nothing was imported: %2</source>
        <translation>导入%1失败，未导入任何内容：%2</translation>
    </message>
    <message>
        <source>the catalog server cannot be reached and the local copy is read-only: nothing was imported; try again when the server is back</source>
        <translation>无法连接价格目录服务器，本地副本为只读：未导入任何内容；请在服务器恢复后重试</translation>
    </message>
    <message>
        <source>not allowed: your database role may read prices but not import them (only price administrators import price lists); nothing was changed. Keep your own prices in a local catalog file, or ask a price administrator. The server said: %1</source>
        <translation>不允许：您的数据库角色只能读取价格，不能导入（只有价格管理员可以导入价目表），未作任何改动。请把您自己的价格保存在本地价格目录文件中，或联系价格管理员。服务器返回：%1</translation>
    </message>
    <message>
        <source>%1: recover works on a catalog file; take the rows back into a local file and import them as a price administrator</source>
        <translation>%1：恢复只适用于价格目录文件；请先恢复到本地文件，再由价格管理员导入</translation>
    </message>
    <message>
        <source>and %1 more problems not listed</source>
        <translation>另有 %1 个问题未列出</translation>
    </message>
    <message>
        <source>a quote needs the provider</source>
        <translation>报价须注明云厂商</translation>
    </message>
    <message>
        <source>a quote needs the instance type</source>
        <translation>报价须注明实例类型</translation>
    </message>
    <message>
        <source>a quote needs the region</source>
        <translation>报价须注明地域</translation>
    </message>
    <message>
        <source>'%1' is not one of on_demand, reserved, spot</source>
        <translation>“%1”不是 on_demand、reserved、spot 之一</translation>
    </message>
    <message>
        <source>a reserved quote needs a term of 1 to 120 months</source>
        <translation>包年包月报价须有1至120个月的期限</translation>
    </message>
    <message>
        <source>a quote needs the currency</source>
        <translation>报价须注明币种</translation>
    </message>
    <message>
        <source>a quote needs an hourly, monthly or upfront amount above 0</source>
        <translation>报价须有大于0的每小时、每月或预付金额</translation>
    </message>
    <message>
        <source>a quote needs the vendor who gave it</source>
        <translation>报价须注明报价方</translation>
    </message>
    <message>
        <source>%1 is not a tax rate from 0 to 100 (percent)</source>
        <translation>%1不是0到100之间的税率（百分比）</translation>
    </message>
    <message>
        <source>a tax rate needs the tax status (included or not)</source>
        <translation>填写税率时须注明含税或不含税</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD)</source>
        <translation>“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>the quote ends (%1) before it starts (%2)</source>
        <translation>报价的截止日期（%1）早于生效日期（%2）</translation>
    </message>
    <message>
        <source>'%1' is not a file name (no path, no ';')</source>
        <translation>“%1”不是文件名（不得含路径或“;”）</translation>
    </message>
    <message>
        <source>no quote of yours with ID %1</source>
        <translation>没有ID为%1的自有报价</translation>
    </message>
    <message>
        <source>the search has %1 words; at most 64 are allowed</source>
        <translation>搜索包含%1个词，最多允许64个</translation>
    </message>
    <message>
        <source>its first 16 bytes (the SQLite header) were overwritten: they were written back on a copy and the rows read from it (the kept file is unchanged)</source>
        <translation>其前 16 个字节（SQLite 文件头）被覆盖：已在副本上写回文件头并从中读取数据行（保留的文件未改动）</translation>
    </message>
    <message>
        <source>price %1 has an amount above 0 but below 1e-06 (hourly %2, monthly %3, upfront %4): a unit or typing error?</source>
        <translation>价格 %1 有大于 0 但小于 1e-06 的金额（每小时 %2，每月 %3，预付 %4）：单位或输入有误？</translation>
    </message>
    <message>
        <source>reserved price %1 is %2 with no upfront amount: the term would be priced as (partly) free</source>
        <translation>预留价格 %1 为 %2 但没有预付金额：该期限会被计为（部分）免费</translation>
    </message>
    <message>
        <source>negotiated discount %1 of %2 % off %3 list prices is implausible: check the quote</source>
        <translation>协商折扣 %1（%3 目录价的 %2 % 折扣）不合常理：请核对报价</translation>
    </message>
    <message>
        <source>'%1' is not one of server, switch, card, storage, other</source>
        <translation>“%1”不是 server、switch、card、storage、other 之一</translation>
    </message>
    <message>
        <source>a hardware quote needs the name of what is quoted</source>
        <translation>硬件报价需要填写所报价物品的名称</translation>
    </message>
    <message>
        <source>a hardware quote needs a price above 0, not %1</source>
        <translation>硬件报价的价格必须大于 0，而不是 %1</translation>
    </message>
    <message>
        <source>'%1' is not a currency code (CNY, USD ...)</source>
        <translation>“%1”不是货币代码（CNY、USD ……）</translation>
    </message>
    <message>
        <source>%1 GPUs in a server is not a number from 1 to 1024</source>
        <translation>每台服务器 %1 块 GPU 不是 1 到 1024 之间的数</translation>
    </message>
    <message>
        <source>a server quote needs the number of GPUs in the server</source>
        <translation>服务器报价需要填写每台服务器的 GPU 数量</translation>
    </message>
    <message>
        <source>%1 kW is not a power from 0 to 1000</source>
        <translation>%1 kW 不是 0 到 1000 之间的功率</translation>
    </message>
    <message>
        <source>%1 is a shipped reference figure, not a quote: give the quote another id</source>
        <translation>%1 是随软件提供的参考数据，不是报价：请为报价另取一个 ID</translation>
    </message>
    <message>
        <source>no hardware quote of yours with ID %1</source>
        <translation>没有 ID 为 %1 的自有硬件报价</translation>
    </message>
</context>
<context>
    <name>gputco::PricingSchema</name>
    <message>
        <source>%1: cannot read the schema version: %2</source>
        <translation>%1：无法读取架构版本：%2</translation>
    </message>
    <message>
        <source>%1: the database has schema version %2, newer than this program understands (%3); use a newer GPU TCO Planner</source>
        <translation>%1：数据库架构版本为 %2，高于本程序支持的版本（%3）；请使用更新版本的 GPU TCO 规划器</translation>
    </message>
    <message>
        <source>internal error: migration script %1 is missing</source>
        <translation>内部错误：缺少迁移脚本 %1</translation>
    </message>
    <message>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1：无法开始事务：%2</translation>
    </message>
    <message>
        <source>%1: migration to schema version %2 failed: %3</source>
        <translation>%1：迁移到架构版本 %2 失败：%3</translation>
    </message>
    <message>
        <source>%1: cannot set the schema version: %2</source>
        <translation>%1：无法设置架构版本：%2</translation>
    </message>
    <message>
        <source>%1: cannot commit migration %2: %3</source>
        <translation>%1：无法提交迁移 %2：%3</translation>
    </message>
</context>
<context>
    <name>gputco::ProvenanceDialog</name>
    <message>
        <source>Provenance of each block: %1</source>
        <translation>各价格块的来源：%1</translation>
    </message>
    <message>
        <source>Where the amounts of each block of this option come from. Grey italic parts are the option's own provenance, which a block takes for every part it does not state; clear a part to take the option's again. The tax status and VAT rate go together, and a block's quote replaces the option's whole.</source>
        <translation>此方案各价格块金额的来源。灰色斜体部分是方案本身的来源，价格块未填写的部分均取自方案；清空某一项即重新采用方案的值。含税状态与增值税率一起设置；价格块自己的报价整体替代方案的报价。</translation>
    </message>
    <message>
        <source>Edit the provenance of each block</source>
        <translation>编辑各价格块的来源</translation>
    </message>
</context>
<context>
    <name>gputco::ProvenanceTableModel</name>
    <message>
        <source>From the option</source>
        <translation>取自方案</translation>
    </message>
    <message>
        <source>Included (含税)</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>Excluded (不含税)</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation>预留期</translation>
    </message>
    <message>
        <source>Commitment %1</source>
        <translation>承诺 %1</translation>
    </message>
    <message>
        <source>Managed platform</source>
        <translation>托管平台费</translation>
    </message>
    <message>
        <source>Managed platform: %1</source>
        <translation>托管平台：%1</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>运维人员</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Fabric, storage, installation</source>
        <translation>网络、存储、安装</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Racks and colocation</source>
        <translation>机柜与托管</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Running costs and maintenance</source>
        <translation>运行与维护费用</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>Egress fee</source>
        <translation>出网流量费</translation>
    </message>
    <message>
        <source>Bandwidth fee</source>
        <translation>带宽费</translation>
    </message>
    <message>
        <source>Cross-zone traffic fee</source>
        <translation>跨可用区流量费</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>检查点存储</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Provisioned performance</source>
        <translation>预配置性能</translation>
    </message>
    <message>
        <source>Other fee</source>
        <translation>其他费用</translation>
    </message>
    <message>
        <source>One-time</source>
        <translation>一次性</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>This quote expired after %1: ask the vendor for a new one.</source>
        <translation>此报价已于 %1 之后过期：请向供应商索取新报价。</translation>
    </message>
    <message>
        <source>From the option, with its tax status: choose this block's tax status to state a rate of its own.</source>
        <translation>取自方案（连同其含税状态）：如需单独的税率，请先选择此价格块的含税状态。</translation>
    </message>
    <message>
        <source>From the option's quote: a quote typed here replaces the option's whole quote for this block.</source>
        <translation>取自方案的报价：在此填写的报价将整体替代此价格块所用的方案报价。</translation>
    </message>
    <message>
        <source>From the option: type to give this block its own; clear it to take the option's again.</source>
        <translation>取自方案：输入内容即为此价格块单独设置；清空则重新采用方案的值。</translation>
    </message>
    <message>
        <source>“%1” is not a date: enter it as yyyy-MM-dd (e.g. 2026-11-28), or leave it empty.</source>
        <translation>“%1”不是日期：请按 yyyy-MM-dd 输入（例如 2026-11-28），或留空。</translation>
    </message>
    <message>
        <source>“%1” is not a VAT rate: enter a percent from 0 to 100, or leave it empty.</source>
        <translation>“%1”不是增值税率：请输入 0 到 100 的百分数，或留空。</translation>
    </message>
    <message>
        <source>Choose this block's tax status (included or excluded) first: its VAT rate goes with it.</source>
        <translation>请先选择此价格块的含税状态（含税或不含税）：增值税率随之设置。</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>价格块</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>VAT %</source>
        <translation>增值税 %</translation>
    </message>
    <message>
        <source>Quote vendor</source>
        <translation>报价供应商</translation>
    </message>
    <message>
        <source>Quote reference</source>
        <translation>报价编号</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>Who or what gave the amounts: a quote, a contract, a price page, an estimate.</source>
        <translation>金额由谁或什么给出：报价、合同、价格页面或估算。</translation>
    </message>
    <message>
        <source>A date as yyyy-MM-dd, or empty.</source>
        <translation>日期，格式 yyyy-MM-dd，或留空。</translation>
    </message>
    <message>
        <source>Whether the amounts include VAT (含税) or not (不含税); not stated anywhere, the scenario's VAT settings say.</source>
        <translation>金额是否含增值税（含税/不含税）；各处均未说明时，按场景的增值税设置。</translation>
    </message>
    <message>
        <source>The VAT rate the amounts include or exclude, with the block's tax status.</source>
        <translation>金额所含或不含的增值税率，与价格块的含税状态一起设置。</translation>
    </message>
    <message>
        <source>The vendor's quote the amounts were taken from; the report warns when it expired or expires within 30 days.</source>
        <translation>金额所取自的供应商报价；报价已过期或 30 天内过期时，报告会提示。</translation>
    </message>
</context>
<context>
    <name>gputco::Quote</name>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>valid until %1</source>
        <translation>有效期至%1</translation>
    </message>
    <message>
        <source>expires %1</source>
        <translation>将于%1到期</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>已于%1过期</translation>
    </message>
    <message>
        <source>valid from %1</source>
        <translation>自%1起有效</translation>
    </message>
    <message>
        <source>an unnamed vendor</source>
        <translation>未署名的供应商</translation>
    </message>
    <message>
        <source>catalog price %1 is a quote from %2 that expired on %3: ask for a new quote before relying on it</source>
        <translation>目录价格%1是%2的报价，已于%3过期：请先索取新报价再采用。</translation>
    </message>
    <message>
        <source>catalog price %1 is a quote from %2 that expires on %3 (in %4 days): renew it before ordering</source>
        <translation>目录价格%1是%2的报价，将于%3到期（还剩%4天）：下单前请续签报价。</translation>
    </message>
    <message>
        <source>catalog price %1 is a quote from %2 that is valid only from %3</source>
        <translation>目录价格%1是%2的报价，自%3起才生效</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Quote from %1</source>
        <translation>%1的报价</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, valid %2 to %3</source>
        <translation>%1，有效期%2至%3</translation>
    </message>
    <message>
        <source>%1, valid until %2</source>
        <translation>%1，有效期至%2</translation>
    </message>
    <message>
        <source>%1, valid from %2</source>
        <translation>%1，自%2起有效</translation>
    </message>
    <message>
        <source>%1; attachments: %2</source>
        <translation>%1；附件：%2</translation>
    </message>
</context>
<context>
    <name>gputco::Quotes</name>
    <message>
        <source>on-demand price needed: ask for a quote</source>
        <translation>需要按量付费价格：请询价</translation>
    </message>
    <message>
        <source>on-demand price needed: %1</source>
        <translation>需要按量付费价格：%1</translation>
    </message>
    <message>
        <source>spot price needed: ask for a quote</source>
        <translation>需要抢占式实例价格：请询价</translation>
    </message>
    <message>
        <source>spot price needed: %1</source>
        <translation>需要抢占式实例价格：%1</translation>
    </message>
    <message>
        <source>reserved price needed: ask for a quote</source>
        <translation>需要包年包月价格：请询价</translation>
    </message>
    <message>
        <source>reserved price needed: %1</source>
        <translation>需要包年包月价格：%1</translation>
    </message>
    <message>
        <source>server price needed: ask for a quote</source>
        <translation>需要服务器价格：请询价</translation>
    </message>
    <message>
        <source>server price needed: %1</source>
        <translation>需要服务器价格：%1</translation>
    </message>
</context>
<context>
    <name>gputco::QuotesPanel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Contact / reference</source>
        <translation>联系人/报价编号</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>The provider the instance is rented from; a new id (e.g. a reseller's) is added to the catalog.</source>
        <translation>实例所属的云厂商；新的标识（例如经销商）会加入价格目录。</translation>
    </message>
    <message>
        <source>e.g. GT4.41XLARGE948</source>
        <translation>例如 GT4.41XLARGE948</translation>
    </message>
    <message>
        <source>e.g. ap-beijing</source>
        <translation>例如 ap-beijing</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Subscription (reserved, 包年包月)</source>
        <translation>包年包月（预留）</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source> months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>tax included (含税)</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>tax excluded (不含税)</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>The VAT rate the tax status refers to (cloud services 6 %, goods 13 %).</source>
        <translation>含税/不含税所对应的增值税税率（云服务 6 %，货物 13 %）。</translation>
    </message>
    <message>
        <source>who gave the quote</source>
        <translation>报价方</translation>
    </message>
    <message>
        <source>contact person or quote number</source>
        <translation>联系人或报价编号</translation>
    </message>
    <message>
        <source>file names separated by ; (e.g. Q-2026-031.pdf)</source>
        <translation>文件名，以 ; 分隔（例如 Q-2026-031.pdf）</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Pricing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Upfront</source>
        <translation>预付</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Tax status</source>
        <translation>含税情况</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>增值税税率</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>Add &amp;quote</source>
        <translation>添加报价(&amp;Q)</translation>
    </message>
    <message>
        <source>Update selected quote</source>
        <translation>更新所选报价</translation>
    </message>
    <message>
        <source>Remove selected quote</source>
        <translation>删除所选报价</translation>
    </message>
    <message>
        <source>Quotes a vendor gave: the price with its tax status, validity and attachments. An expired quote, or one that expires within 30 days, is flagged in the catalog, when it is added to a scenario, in warnings and in the report.</source>
        <translation>供应商给出的报价：价格及其含税情况、有效期和附件。已过期或将在30天内到期的报价会在价格目录中、加入方案时、警告中以及报告中标出。</translation>
    </message>
    <message>
        <source>incl. tax</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>incl. %1 % VAT</source>
        <translation>含 %1 % 增值税</translation>
    </message>
    <message>
        <source>excl. tax</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>excl. %1 % VAT</source>
        <translation>不含 %1 % 增值税</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1至%2</translation>
    </message>
    <message>
        <source>quote entered in the price book</source>
        <translation>在价格簿中录入的报价</translation>
    </message>
    <message>
        <source>Saved quote %1.</source>
        <translation>已保存报价%1。</translation>
    </message>
    <message>
        <source>Select the quote to change first.</source>
        <translation>请先选择要修改的报价。</translation>
    </message>
    <message>
        <source>Changed quote %1.</source>
        <translation>已修改报价%1。</translation>
    </message>
    <message>
        <source>Select the quote to remove first.</source>
        <translation>请先选择要删除的报价。</translation>
    </message>
    <message>
        <source>Removed quote %1.</source>
        <translation>已删除报价%1。</translation>
    </message>
</context>
<context>
    <name>gputco::Ranking</name>
    <message>
        <source>The ranking compares the amortized totals: they charge only the depreciation within the horizon, so owned servers need no credit at its end.</source>
        <translation>排名比较的是摊销口径的合计：其中只计入规划期内的折旧，因此期末仍在用的自有服务器无需再作抵减。</translation>
    </message>
    <message>
        <source>The ranking credits each self-hosted option with the book value of its servers still in service at the end of the horizon (compared total = total - credit, the credit discounted from the end of the last month); break-even stays on cash flows.</source>
        <translation>排名时，每个自建方案按规划期末仍在用服务器的账面价值作抵减（比较合计 = 合计 − 抵减额，抵减额自最后一个月月末折现）；盈亏平衡仍按现金流计算。</translation>
    </message>
    <message>
        <source>The ranking credits each self-hosted option with the expected resale value of its servers still in service at the end of the horizon (compared total = total - credit, the credit discounted from the end of the last month); break-even stays on cash flows.</source>
        <translation>排名时，每个自建方案按规划期末仍在用服务器的预计转售价值作抵减（比较合计 = 合计 − 抵减额，抵减额自最后一个月月末折现）；盈亏平衡仍按现金流计算。</translation>
    </message>
    <message>
        <source>The ranking credits nothing for servers still in service at the end of the horizon, so buying is overstated on a horizon shorter than their life.</source>
        <translation>排名时不对规划期末仍在用的服务器作任何抵减，因此当规划期短于服务器使用年限时，自购成本会被高估。</translation>
    </message>
    <message>
        <source>Financing principal still owed at the end of the horizon is added to the compared totals (compared total = total - credit + debt).</source>
        <translation>规划期末仍欠的融资本金计入比较总计（比较总计 = 总计 − 抵减额 + 欠款）。</translation>
    </message>
</context>
<context>
    <name>gputco::ReportPreview</name>
    <message>
        <source>Report preview: %1</source>
        <translation>报告预览：%1</translation>
    </message>
</context>
<context>
    <name>gputco::ReportWriter</name>
    <message>
        <source>GPU training cost report</source>
        <translation>GPU 训练成本报告</translation>
    </message>
    <message>
        <source>%1: the scenario could not be computed: %2</source>
        <translation>%1：无法计算该场景：%2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划周期</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>比较的选项数</translation>
    </message>
    <message>
        <source>Scenario file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>（未保存）</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>Recommendation:</source>
        <translation>建议：</translation>
    </message>
    <message>
        <source>Cheapest over the horizon</source>
        <translation>规划周期内最便宜</translation>
    </message>
    <message>
        <source>Break-even of %1 against %2</source>
        <translation>%1相对%2的盈亏平衡</translation>
    </message>
    <message>
        <source>never within the horizon</source>
        <translation>规划周期内不会达到</translation>
    </message>
    <message>
        <source>(payback %1 months)</source>
        <translation>（回收期 %1 个月）</translation>
    </message>
    <message>
        <source>same cost at %1% utilization</source>
        <translation>利用率为 %1% 时成本相同</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Option / month</source>
        <translation>选项 / 月份</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Hidden fees</source>
        <translation>隐性费用</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Cost per option by year and category</source>
        <translation>各选项按年度和类别的成本</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年度</translation>
    </message>
    <message>
        <source>Per useful GPU-hour: %1</source>
        <translation>每有效 GPU 小时：%1</translation>
    </message>
    <message>
        <source>Unmet demand: %1 GPU-hours</source>
        <translation>未满足的需求：%1 GPU 小时</translation>
    </message>
    <message>
        <source>Owed after the horizon: %1</source>
        <translation>规划周期结束后仍需支付：%1</translation>
    </message>
    <message>
        <source>Spot overhead: %1% of useful hours</source>
        <translation>抢占式实例额外开销：有效小时的 %1%</translation>
    </message>
    <message>
        <source>Fees beside the GPU price: egress, storage capacity and IO, cross-AZ traffic, bandwidth and other fees, with their share of each option's total.</source>
        <translation>GPU 单价之外的费用：出网流量、存储容量与 IO、跨可用区流量、带宽及其他费用，以及它们在各选项总成本中的占比。</translation>
    </message>
    <message>
        <source>Share of total</source>
        <translation>占总成本比例</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>% per year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>Exchange rate %1 → %2</source>
        <translation>汇率 %1 → %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: instance</source>
        <translation>%1：实例</translation>
    </message>
    <message>
        <source>%1 GPUs each</source>
        <translation>每台 %1 卡</translation>
    </message>
    <message>
        <source>%1: spot interruptions</source>
        <translation>%1：抢占式实例中断</translation>
    </message>
    <message>
        <source>h between interruptions</source>
        <translation>小时（平均中断间隔）</translation>
    </message>
    <message>
        <source>checkpoint every %1 h, write %2 h, restart %3 h</source>
        <translation>每 %1 小时一个检查点，写入 %2 小时，重启 %3 小时</translation>
    </message>
    <message>
        <source>%1: servers</source>
        <translation>%1：服务器</translation>
    </message>
    <message>
        <source>enough for the peak</source>
        <translation>满足峰值所需</translation>
    </message>
    <message>
        <source>%1: power</source>
        <translation>%1：功耗</translation>
    </message>
    <message>
        <source>%1 kW typical, %2 kW max</source>
        <translation>典型 %1 千瓦，最大 %2 千瓦</translation>
    </message>
    <message>
        <source>PUE %1, idle %2%</source>
        <translation>PUE %1，空闲 %2%</translation>
    </message>
    <message>
        <source>%1: life</source>
        <translation>%1：使用寿命</translation>
    </message>
    <message>
        <source>residual %1%, lead time %2 months</source>
        <translation>残值 %1%，交付周期 %2 个月</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Price provenance</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>%1: cannot be written</source>
        <translation>%1：无法写入</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>%1: writing the PDF failed</source>
        <translation>%1：写入 PDF 失败</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>How the cost difference between %1 and %2 (%3 as planned) moves when each input is 20% lower or higher, largest effect first. A negative difference means %1 is cheaper.</source>
        <translation>每个输入调低或调高 20% 时，%1 与 %2 之间的成本差额（按计划为 %3）如何变化，按影响从大到小排列。差额为负表示 %1 更便宜。</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>调低</translation>
    </message>
    <message>
        <source>Higher</source>
        <translation>调高</translation>
    </message>
    <message>
        <source>Difference (lower)</source>
        <translation>差额（调低）</translation>
    </message>
    <message>
        <source>Difference (higher)</source>
        <translation>差额（调高）</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>波动幅度</translation>
    </message>
    <message>
        <source>Reserved/burst split:</source>
        <translation>包年包月/弹性拆分：</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>%1 %2 to +%3 points</source>
        <translation>%1 %2 至 +%3 个百分点</translation>
    </message>
    <message>
        <source>%1 %2% to +%3%</source>
        <translation>%1 %2% 至 +%3%</translation>
    </message>
    <message>
        <source>%1 draws (seed %2), each input from a triangular distribution around its planned value: %3.</source>
        <translation>%1次抽样（随机种子%2），每个输入按围绕其计划值的三角分布抽取：%3。</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50 (median)</source>
        <translation>P50（中位数）</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>%1 pays back against %2 in month %3 (cash view). How that month moves when each input is 20% lower or higher:</source>
        <translation>%1 相对 %2 在第 %3 个月收回投资（现金视图）。每个输入调低或调高 20% 时，该月份的变化如下：</translation>
    </message>
    <message>
        <source>none within %1 months</source>
        <translation>%1 个月内无</translation>
    </message>
    <message>
        <source>Month (lower)</source>
        <translation>月份（调低）</translation>
    </message>
    <message>
        <source>Month (higher)</source>
        <translation>月份（调高）</translation>
    </message>
    <message>
        <source>Swing (months)</source>
        <translation>摆幅（月）</translation>
    </message>
    <message>
        <source>The margin is small: check the sensitivity and uncertainty sections before deciding.</source>
        <translation>差距很小：决策前请查看敏感性和不确定性部分。</translation>
    </message>
    <message>
        <source>Not ranked: leaves demand unserved</source>
        <translation>未参与排名：有未满足的需求</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU 小时</translation>
    </message>
    <message>
        <source>(the servers leave demand unserved)</source>
        <translation>（服务器有未满足的需求）</translation>
    </message>
    <message>
        <source>Cloud price trend</source>
        <translation>云价格趋势</translation>
    </message>
    <message>
        <source>Hardware price trend</source>
        <translation>硬件价格趋势</translation>
    </message>
    <message>
        <source>Electricity price trend</source>
        <translation>电价趋势</translation>
    </message>
    <message>
        <source>Space price trend</source>
        <translation>机房空间价格趋势</translation>
    </message>
    <message>
        <source>Salary trend</source>
        <translation>薪资趋势</translation>
    </message>
    <message>
        <source>Fee trend</source>
        <translation>费用趋势</translation>
    </message>
    <message>
        <source>scenario; in steps at each 12-month anniversary, reserved terms keep their starting price</source>
        <translation>场景；每满12个月阶梯变化，包年包月期限保持其开始时的价格</translation>
    </message>
    <message>
        <source>%1: cloud bridging</source>
        <translation>%1：云上过渡</translation>
    </message>
    <message>
        <source>serves the demand before delivery and beyond the servers' capacity</source>
        <translation>承担到货前以及超出服务器容量的需求</translation>
    </message>
    <message>
        <source>none. No option serves all the demand over %1 months, so none is recommended: add capacity (on-demand beyond a reservation, a cloud bridge until servers arrive) and compare again.</source>
        <translation>无。%1个月内没有任何选项能满足全部需求，因此不推荐任何选项：请增加容量（包年包月之外的按量付费、服务器到货前的云上过渡）后再比较。</translation>
    </message>
    <message>
        <source>none serves all demand</source>
        <translation>没有选项能满足全部需求</translation>
    </message>
    <message>
        <source>Not ranked: spot capacity cannot keep up, the work slips</source>
        <translation>未参与排名：抢占式实例容量跟不上，工作将延后完成</translation>
    </message>
    <message>
        <source>Not compared: price awaited</source>
        <translation>未参与比较：等待报价</translation>
    </message>
    <message>
        <source>none. No option that serves all the demand fits the budget, so none is recommended: raise the budget or plan for less (see what the budget buys in the Budget section).</source>
        <translation>无。能满足全部需求的选项都超出预算，因此不推荐任何选项：请提高预算或缩小计划（见“预算”一节中预算能买到什么）。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator of option names in a sentence</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>No option fits the budget.</source>
        <translation>没有选项在预算内。</translation>
    </message>
    <message>
        <source>Within the budget: %1.</source>
        <translation>在预算内：%1。</translation>
    </message>
    <message>
        <source>Over the budget: %1.</source>
        <translation>超出预算：%1。</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>预算：</translation>
    </message>
    <message>
        <source>Not ranked: over budget</source>
        <translation>未参与排名：超出预算</translation>
    </message>
    <message>
        <source>%1 over in %2</source>
        <translation>%2 超出 %1</translation>
    </message>
    <message>
        <source>(the cloud is cheaper again from %1)</source>
        <translation>（从%1起云再次更便宜）</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>给定方式</translation>
    </message>
    <message>
        <source>for each fiscal year named</source>
        <translation>按列出的各财年分别给定</translation>
    </message>
    <message>
        <source>the same amount every fiscal year</source>
        <translation>每个财年相同金额</translation>
    </message>
    <message>
        <source>one amount for the whole horizon</source>
        <translation>整个规划周期一个总额</translation>
    </message>
    <message>
        <source>Capex and opex</source>
        <translation>资本性支出与费用性支出</translation>
    </message>
    <message>
        <source>budgeted separately, each checked on its own</source>
        <translation>分别编列预算，分别核对</translation>
    </message>
    <message>
        <source>one total for both</source>
        <translation>两者合计一个总额</translation>
    </message>
    <message>
        <source>%1, converted to %2 at %3</source>
        <translation>%1，按 %3 折算为 %2</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Reserved upfront payments</source>
        <translation>包年包月预付款</translation>
    </message>
    <message>
        <source>count as capex</source>
        <translation>计入资本性支出</translation>
    </message>
    <message>
        <source>count as opex</source>
        <translation>计入费用性支出</translation>
    </message>
    <message>
        <source>Short fiscal years</source>
        <translation>不足一年的财年</translation>
    </message>
    <message>
        <source>months / 12 of the yearly amount</source>
        <translation>按月数 / 12 折算年度金额</translation>
    </message>
    <message>
        <source>the whole yearly amount</source>
        <translation>全额年度金额</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>日历</translation>
    </message>
    <message>
        <source>month 1 is %1; fiscal years start in month %2 of the calendar year</source>
        <translation>第 1 个月为%1；财年从每年 %2 月开始</translation>
    </message>
    <message>
        <source>Whole horizon</source>
        <translation>整个规划周期</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期间</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本性支出</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>费用性支出</translation>
    </message>
    <message>
        <source>Spend is the cash view in %1: purchases of servers, fabric, storage and installation, their resale and reserved upfront payments count as capex; everything else (cloud usage, reserved monthly fees, power, space, staff, maintenance and fees) counts as opex.</source>
        <translation>支出按现金口径（%1）计：服务器、网络、存储与安装的购置及其转售收入和包年包月预付款计入资本性支出；其余各项（云资源使用、包年包月月费、电力、机房空间、人员、维保及各类费用）计入费用性支出。</translation>
    </message>
    <message>
        <source>Spend is the cash view in %1: purchases of servers, fabric, storage and installation and their resale count as capex; everything else (cloud usage, reserved upfront and monthly fees, power, space, staff, maintenance and fees) counts as opex.</source>
        <translation>支出按现金口径（%1）计：服务器、网络、存储与安装的购置及其转售收入计入资本性支出；其余各项（云资源使用、包年包月预付款与月费、电力、机房空间、人员、维保及各类费用）计入费用性支出。</translation>
    </message>
    <message>
        <source>Fit and what the budget buys</source>
        <translation>是否在预算内，以及预算能买到什么</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1 over in %2</source>
        <translation>否：%2 超出 %1</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 或更多</translation>
    </message>
    <message>
        <source>%1 months (to %2)</source>
        <translation>%1 个月（至%2）</translation>
    </message>
    <message>
        <source>Fits the budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>First overrun</source>
        <translation>首次超支</translation>
    </message>
    <message>
        <source>GPUs the budget buys</source>
        <translation>预算可支持的 GPU 数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Longest horizon that fits</source>
        <translation>预算内最长周期</translation>
    </message>
    <message>
        <source>GPUs the budget buys: the largest year-1 demand (this plan: %1 GPUs) the option serves within every budget period, sized to that demand. Longest horizon: the most months of the planned demand whose spend fits every budget period, up to %2 months (a yearly budget repeats; others cover their periods only).</source>
        <translation>预算可支持的 GPU 数：在每个预算期内都不超支、且按该需求配置时，该选项能满足的最大首年需求（本计划为 %1 张 GPU）。预算内最长周期：按计划需求、支出不超出任何预算期的最多月数，上限 %2 个月（年度预算逐年重复；其他方式只覆盖其预算期）。</translation>
    </message>
    <message>
        <source>Spend per fiscal year</source>
        <translation>各财年支出</translation>
    </message>
    <message>
        <source>fits the budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>over the budget: %1 in %2</source>
        <translation>超出预算（%2 超支 %1）</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>财年</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
    <message>
        <source>Budget (capex / opex)</source>
        <translation>预算（资本性 / 费用性）</translation>
    </message>
    <message>
        <source>Headroom or overrun (capex / opex)</source>
        <translation>余量或超支（资本性 / 费用性）</translation>
    </message>
    <message>
        <source>Headroom or overrun</source>
        <translation>余量或超支</translation>
    </message>
    <message>
        <source>Book value at end</source>
        <translation>期末账面价值</translation>
    </message>
    <message>
        <source>The buy-instead-of-rent metrics (next section) do not credit it either (the scenario credits nothing at the end).</source>
        <translation>购买而非租用的决策指标（下一节）同样不计入（场景设定期末不计入任何价值）。</translation>
    </message>
    <message>
        <source>Buy instead of rent</source>
        <translation>购买而非租用</translation>
    </message>
    <message>
        <source>Cash flows of buying instead of renting (rent minus own; positive when owning costs less in a period), discounted at %1% a year.</source>
        <translation>购买而非租用的现金流（租用减自有；某期自有成本更低时为正），按每年 %1% 折现。</translation>
    </message>
    <message>
        <source>Monthly periods: purchases and upfront payments at the start of their month, other costs at its end.</source>
        <translation>按月分期：购置和预付款在当月月初，其他成本在月末。</translation>
    </message>
    <message>
        <source>Yearly periods: purchases of month 1 at time 0, other costs at the end of their plan year.</source>
        <translation>按年分期：第 1 个月的购置记在第 0 期，其他成本在所属规划年度的年末。</translation>
    </message>
    <message>
        <source>The book value of the servers at the end of the horizon is credited to owning in the last period.</source>
        <translation>规划周期末服务器的账面价值在最后一期计入购买方案。</translation>
    </message>
    <message>
        <source>Nothing is credited at the end of the horizon.</source>
        <translation>规划周期末不计入任何价值。</translation>
    </message>
    <message>
        <source>A positive NPV means buying is worth it at the discount rate.</source>
        <translation>净现值为正表示在该折现率下购买更划算。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 / %2: no IRR, the cash flows never change sign.</source>
        <translation>%1 / %2：无内部收益率，现金流从不改变符号。</translation>
    </message>
    <message>
        <source>%1 / %2: no IRR, the NPV stays positive at every discount rate.</source>
        <translation>%1 / %2：无内部收益率，在任何折现率下净现值均为正。</translation>
    </message>
    <message>
        <source>%1 / %2: no IRR, the NPV stays negative at every discount rate.</source>
        <translation>%1 / %2：无内部收益率，在任何折现率下净现值均为负。</translation>
    </message>
    <message>
        <source>%1 / %2: the cash flows change sign %3 times; the IRR shown may not be the only one.</source>
        <translation>%1 / %2：现金流改变符号 %3 次；所示内部收益率可能不是唯一的。</translation>
    </message>
    <message>
        <source>Own / rent</source>
        <translation>自有 / 租用</translation>
    </message>
    <message>
        <source>Saving (undiscounted)</source>
        <translation>节省（未折现）</translation>
    </message>
    <message>
        <source>NPV of the decision</source>
        <translation>决策净现值</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>回收期</translation>
    </message>
    <message>
        <source>Discounted payback</source>
        <translation>折现回收期</translation>
    </message>
    <message>
        <source>Book value credited</source>
        <translation>计入的账面价值</translation>
    </message>
    <message>
        <source>not dated: none of the %1 price lines has a date (see Price provenance)</source>
        <translation>未注明日期：%1条价格均无日期（见“价格来源”）</translation>
    </message>
    <message>
        <source>oldest %1, newest %2</source>
        <translation>最早%1，最新%2</translation>
    </message>
    <message>
        <source>(every price line dated)</source>
        <translation>（每条价格均注明日期）</translation>
    </message>
    <message>
        <source>(%1 of %2 price lines not dated)</source>
        <translation>（%2条价格中%1条未注明日期）</translation>
    </message>
    <message>
        <source>of the file as last saved: this report includes changes not saved to it</source>
        <translation>为最近一次保存的文件的哈希值：本报告包含尚未保存到该文件的修改</translation>
    </message>
    <message>
        <source>(the file cannot be read)</source>
        <translation>（无法读取该文件）</translation>
    </message>
    <message>
        <source>Scenario file SHA-256</source>
        <translation>场景文件 SHA-256</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>审批签字</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>职责</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签字</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>审核</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Signed for the scenario file %1 (SHA-256 above) as computed on %2.</source>
        <translation>签字针对场景文件%1（SHA-256见上），计算日期为%2。</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Undiscounted, %1 costs less (%2 against %3): the choice turns on the discount rate.</source>
        <translation>不折现时，%1成本更低（%2对%3）：选择取决于折现率。</translation>
    </message>
    <message>
        <source>Constraints:</source>
        <translation>约束条件：</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 breaks the constraints (%2) and is not recommended.</source>
        <translation>%1违反约束条件（%2），不予推荐。</translation>
    </message>
    <message>
        <source>On-demand (按量付费) capacity is not reserved: large GPU instances may be sold out in the region when they are needed, and list prices can change.</source>
        <translation>按量付费的资源不作保留：需要时该地域的大规格GPU实例可能售罄，目录价也可能调整。</translation>
    </message>
    <message>
        <source>Spot capacity is not guaranteed and its price varies: instances can be reclaimed at any time or be unavailable, and the spot price (%1 per instance-hour in this plan) is set by the provider and changes with demand. The plan assumes %2 hours between interruptions.</source>
        <translation>抢占式实例的容量没有保证，价格也会变动：实例随时可能被回收或无货，抢占式价格（本计划为每实例小时%1）由云厂商按供需调整。本计划假设平均中断间隔为%2小时。</translation>
    </message>
    <message>
        <source>The %1-month subscription (包年包月) is paid for every hour of its term whether the GPUs are busy or not: at the planned %2% utilization, %3% of the subscribed hours are paid and idle, and a smaller need later does not lower the bill.</source>
        <translation>%1个月的包年包月无论GPU是否在用，整个期限的每小时都要付费：按计划%2%的利用率，%3%的包年包月时长付了费却闲置；日后需求减少，费用也不会降低。</translation>
    </message>
    <message>
        <source>The %1-month subscription (包年包月) is paid for every hour of its term whether the GPUs are busy or not: a smaller need later does not lower the bill.</source>
        <translation>%1个月的包年包月无论GPU是否在用，整个期限的每小时都要付费：日后需求减少，费用也不会降低。</translation>
    </message>
    <message>
        <source>%1 of subscription fees fall after the horizon and are still owed.</source>
        <translation>包年包月费用中有%1落在规划周期之后，仍须支付。</translation>
    </message>
    <message>
        <source>each month of delay leaves the demand unserved</source>
        <translation>每推迟一个月，该月需求就无法满足</translation>
    </message>
    <message>
        <source>each month of delay is paid on %1, the cloud bridge</source>
        <translation>每推迟一个月，就要在过渡云方案%1上多付一个月</translation>
    </message>
    <message>
        <source>Servers take time to deliver: the plan assumes them in service %1 months after the order; %2.</source>
        <translation>服务器交付需要时间：本计划假设下单后%1个月投入使用；%2。</translation>
    </message>
    <message>
        <source>The plan assumes the servers in service in the first month (no lead time), while GPU servers often take weeks to months to deliver; %1.</source>
        <translation>本计划假设服务器第一个月即投入使用（无交付周期），而GPU服务器交付常需数周到数月；%1。</translation>
    </message>
    <message>
        <source>The hardware is bought on credit: the payments are owed whether the GPUs are busy or not, and its resale value at the end is an estimate.</source>
        <translation>硬件通过融资购买：无论GPU是否在用都须按期还款，期末残值为估计值。</translation>
    </message>
    <message>
        <source>The hardware is paid up front (%1 in the first month) and is paid for whether the GPUs are busy or not; its resale value at the end is an estimate.</source>
        <translation>硬件需预先付款（第一个月%1），无论GPU是否在用都已付出；期末残值为估计值。</translation>
    </message>
    <message>
        <source>None of its prices has a date: confirm them with a current quote before ordering.</source>
        <translation>其价格均没有日期：下单前请以最新报价确认。</translation>
    </message>
    <message>
        <source>%1 of its %2 prices have no date: confirm them with a current quote before ordering.</source>
        <translation>其%2条价格中有%1条没有日期：下单前请以最新报价确认。</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Cheapest over the horizon (undiscounted total)</source>
        <translation>规划周期内最便宜（未折现合计）</translation>
    </message>
    <message>
        <source>Not ranked: breaks a constraint</source>
        <translation>未参与排名：违反约束条件</translation>
    </message>
    <message>
        <source>(not ranked)</source>
        <translation>（不参与排名）</translation>
    </message>
    <message>
        <source>Cards (x work)</source>
        <translation>卡数（x工作量）</translation>
    </message>
    <message>
        <source>Options on other accelerators are sized to deliver the work of %1 reference cards (%2): cards = reference cards / (relative throughput x stack efficiency), rounded up.</source>
        <translation>使用其他加速卡的方案按完成%1块基准卡（%2）的工作量折算：卡数 = 基准卡数 / (相对吞吐 x 软件栈效率)，向上取整。</translation>
    </message>
    <message>
        <source>%1: %2 cards; %3.</source>
        <translation>%1：%2块卡；%3。</translation>
    </message>
    <message>
        <source>The buy-instead-of-rent metrics (next section) credit the expected resale value instead.</source>
        <translation>“购买而非租用”指标（下一节）改为计入预计转售价值。</translation>
    </message>
    <message>
        <source>The expected resale value of the servers at the end of the horizon is credited to owning in the last period.</source>
        <translation>服务器在规划周期结束时的预计转售价值在最后一期计入购买方案。</translation>
    </message>
    <message>
        <source>Each dot marks a month where a cloud option and a self-hosted option change order (cash view); the labelled ones are each self-hosted option against the cheapest cloud option.</source>
        <translation>每个圆点表示云方案与自建方案累计成本先后互换的月份（现金口径）；带标注的是各自建方案与最便宜云方案的交点。</translation>
    </message>
    <message>
        <source>The shaded band around the recommended option's line runs from P10 to P90 of its cumulative cost when the uncertain inputs vary (see Uncertainty).</source>
        <translation>推荐方案曲线周围的阴影带表示不确定输入变化时其累计成本的P10至P90（参见“不确定性”）。</translation>
    </message>
    <message>
        <source>Unmet demand: %1 GPU-hours (%2 of them slip past their month: the spot capacity cannot keep up)</source>
        <translation>未满足的需求：%1 GPU小时（其中%2 GPU小时因抢占式容量跟不上而顺延到以后的月份）</translation>
    </message>
    <message>
        <source>not ranked: work left undone is not free</source>
        <translation>不参与排名：未完成的工作不能算作免费</translation>
    </message>
    <message>
        <source>not ranked: over budget</source>
        <translation>不参与排名：超出预算</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>% of the hours of a month</source>
        <translation>占每月小时数的百分比</translation>
    </message>
    <message>
        <source>scenario: %1 busy hours of %2 per GPU-month</source>
        <translation>场景：每卡每月%2小时中忙碌%1小时</translation>
    </message>
    <message>
        <source>Every price that enters a total, as entered or as the pricing catalog lists it. A discount is shown both as a share off the list price and in 折 (5.5折 = pay 55% of the list price, i.e. 45% off).</source>
        <translation>计入总额的每一项价格，按场景中的输入或价格目录所列。折扣同时以优惠比例和“折”表示（5.5折＝按目录价的55%付款，即优惠45%）。</translation>
    </message>
    <message>
        <source>catalog %1, %2</source>
        <translation>价格目录%1，%2</translation>
    </message>
    <message>
        <source>%1; the catalog row %2 lists %3</source>
        <translation>%1；价格目录%2所列为%3</translation>
    </message>
    <message>
        <source>%1; the catalog price %2 was not found</source>
        <translation>%1；价格目录中找不到%2</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>incl. tax</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>excl. tax</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>list %1, %2</source>
        <translation>目录价%1，%2</translation>
    </message>
    <message>
        <source>not dated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>%1 (the cheapest cloud option) and %2 (recommended)</source>
        <translation>%1（最便宜的云选项）和%2（推荐方案）</translation>
    </message>
    <message>
        <source>%1 (the cheapest cloud option)</source>
        <translation>%1（最便宜的云选项）</translation>
    </message>
    <message>
        <source>Listed: each self-hosted option against %1. The other %2 pairs are in the XLSX export (gputco-cli export --xlsx), sheets "Break-even" and "Decisions".</source>
        <translation>此处列出：每个自建选项与%1的对比。其余 %2 组对比见 XLSX 导出（gputco-cli export --xlsx）的“盈亏平衡”和“购买决策”工作表。</translation>
    </message>
    <message>
        <source>%1 has the lowest cost over %2 months once money is discounted at %3% a year (PV of cost %4, undiscounted total %5).</source>
        <translation>按年折现率%3%折现后，%1在%2个月内成本最低：成本现值%4，未折现合计%5。</translation>
    </message>
    <message>
        <source>Both are after crediting %1 for its servers still in service at the end of the horizon.</source>
        <translation>两者均已扣除其规划期末仍在用服务器的抵减额%1。</translation>
    </message>
    <message>
        <source>Saving against %1, the runner-up: %2 in PV of cost (%3% of its PV of cost; undiscounted: %4).</source>
        <translation>相比次优方案%1节省：成本现值%2（为其成本现值的%3%；未折现：%4）。</translation>
    </message>
    <message>
        <source>%1 is cheaper by PV of cost (%2 against %3 for %4) but overruns %5 by %6 in %7, so it is not recommended.</source>
        <translation>%1的成本现值更低（%2，%4为%3），但在%7超出%5 %6，因此不予推荐。</translation>
    </message>
    <message>
        <source>%1 serves all the demand (PV of cost %2) but overruns %3 by %4 in %5.</source>
        <translation>%1能满足全部需求（成本现值%2），但在%5超出%3 %4。</translation>
    </message>
    <message>
        <source>%1 is cheaper by PV of cost (%2 against %3 for %4) but breaks the constraints (%5), so it is not recommended.</source>
        <translation>%1的成本现值更低（%2，%4为%3），但不满足约束条件（%5），因此不予推荐。</translation>
    </message>
    <message>
        <source>%1 of its %2 prices are stale (the oldest as of %3, the catalog's limit is %4 months): prices change, confirm them with a current quote before ordering.</source>
        <translation>其%2个价格中有%1个已过时（最早截至%3，价格目录的期限为%4个月）：价格会变动，下单前请以最新报价核实。</translation>
    </message>
    <message>
        <source>Recommended (lowest PV of cost)</source>
        <translation>推荐方案（成本现值最低）</translation>
    </message>
    <message>
        <source>PV of cost</source>
        <translation>成本现值</translation>
    </message>
    <message>
        <source>Credit at end</source>
        <translation>期末抵减额</translation>
    </message>
    <message>
        <source>Compared PV</source>
        <translation>比较现值</translation>
    </message>
    <message>
        <source>PV of cost is each option's costs discounted at the scenario's rate (lower is better), not the NPV of a decision.</source>
        <translation>成本现值是各方案成本按情景折现率折现后的合计（越低越好），不是决策的净现值。</translation>
    </message>
    <message>
        <source>The buy-instead-of-rent metrics (next section) credit the book value to owning.</source>
        <translation>“自购还是租用”指标（下一节）将账面价值计入自购一方。</translation>
    </message>
    <message>
        <source>PV of cost: %1</source>
        <translation>成本现值：%1</translation>
    </message>
    <message>
        <source>%1, changed %2 % since %3</source>
        <translation>%1，自%3以来变动%2%</translation>
    </message>
    <message>
        <source>%1 (stale: older than %2 months)</source>
        <translation>%1（已过时：超过%2个月）</translation>
    </message>
    <message>
        <source>Its price is a quote that expired on %1: the vendor is not bound by it; ask for a new quote before ordering.</source>
        <translation>其价格来自一份已于%1过期的报价：供应商不再受其约束；下单前请索取新报价。</translation>
    </message>
    <message>
        <source>Its price is a quote that expires on %1: order or renew the quote before then.</source>
        <translation>其价格来自一份将于%1到期的报价：请在此之前下单或续签报价。</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>incl. %1 % VAT</source>
        <translation>含 %1 % 增值税</translation>
    </message>
    <message>
        <source>excl. %1 % VAT</source>
        <translation>不含 %1 % 增值税</translation>
    </message>
    <message>
        <source>%1 (quote expired %2)</source>
        <translation>%1（报价已于%2过期）</translation>
    </message>
    <message>
        <source>%1 (quote expires %2)</source>
        <translation>%1（报价将于%2到期）</translation>
    </message>
    <message>
        <source>list price: catalog %1, %2</source>
        <translation>目录价：价格目录%1，%2</translation>
    </message>
    <message>
        <source>%1; negotiated discount from the price book: %2</source>
        <translation>%1；商务折扣取自价格簿：%2</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <source>%1; discount entered in the scenario (the price book now gives %2)</source>
        <translation>%1；折扣在场景中输入（价格簿当前为%2）</translation>
    </message>
    <message>
        <source>%1; discount entered in the scenario</source>
        <translation>%1；折扣在场景中输入</translation>
    </message>
    <message>
        <source>%1 % off (%2折)</source>
        <translation>优惠%1%（即%2折）</translation>
    </message>
    <message>
        <source>reserved %1 months</source>
        <translation>包年包月%1个月</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>the horizon</source>
        <translation>整个规划周期</translation>
    </message>
    <message>
        <source>the capex budget</source>
        <translation>资本性支出预算</translation>
    </message>
    <message>
        <source>the opex budget</source>
        <translation>费用性支出预算</translation>
    </message>
    <message>
        <source>the budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <source>Buy %1 instead of renting %2</source>
        <translation>购买%1而非租用%2</translation>
    </message>
    <message>
        <source>NPV %1</source>
        <translation>净现值%1</translation>
    </message>
    <message>
        <source>After income tax</source>
        <translation>企业所得税后</translation>
    </message>
    <message>
        <source>Tax saved</source>
        <translation>节省的所得税</translation>
    </message>
    <message>
        <source>After-tax total</source>
        <translation>税后总计</translation>
    </message>
    <message>
        <source>After-tax PV of cost / NPV</source>
        <translation>税后成本现值 / 净现值</translation>
    </message>
    <message>
        <source>Both include %1 of financing principal still owed at the end of the horizon.</source>
        <translation>两者均计入规划期末仍欠的融资本金%1。</translation>
    </message>
    <message>
        <source>what-if "%1": %2</source>
        <translation>假设分析“%1”：%2</translation>
    </message>
    <message>
        <source>What-if: changed inputs</source>
        <translation>假设分析：变动的输入</translation>
    </message>
    <message>
        <source>This report is of "%1", not of the scenario as saved. The inputs below differ from the saved scenario; every amount they change is the what-if's, sourced as such, never beside the source of the saved value.</source>
        <translation>本报告针对“%1”，而非已保存的场景。下列输入与已保存的场景不同；受其影响的每个金额都是假设分析的数值，并如此标注来源，不与原值的来源并列。</translation>
    </message>
    <message>
        <source>(none: every input as saved)</source>
        <translation>（无：所有输入与保存时相同）</translation>
    </message>
    <message>
        <source>As saved</source>
        <translation>保存值</translation>
    </message>
    <message>
        <source>In this report</source>
        <translation>本报告取值</translation>
    </message>
    <message>
        <source>What it changes</source>
        <translation>影响范围</translation>
    </message>
    <message>
        <source>%1; discount entered in the scenario: %2</source>
        <translation>%1；折扣在场景中录入：%2</translation>
    </message>
    <message>
        <source>Each dot marks a month where a cloud option and a self-hosted option change order (cash view).</source>
        <translation>每个圆点表示云方案与自建方案累计成本先后互换的月份（现金口径）。</translation>
    </message>
    <message>
        <source> (recommended)</source>
        <translation>（推荐）</translation>
    </message>
    <message>
        <source>Left out: it breaks a constraint of the scenario (%1).</source>
        <translation>未参与排名：违反场景约束（%1）。</translation>
    </message>
    <message>
        <source>Left out: over the budget by %1 in %2.</source>
        <translation>未参与排名：在 %2 超出预算 %1。</translation>
    </message>
    <message>
        <source>Its speed against the demand's GPU (x%1) was entered, not measured here: if the cards are slower, more of them are needed and the cost rises in proportion.</source>
        <translation>其相对于需求 GPU 的速度（×%1）为录入值，未经本方实测：若卡更慢，需要更多卡，成本按比例上升。</translation>
    </message>
    <message>
        <source>Its speed against the demand's GPU (x%1) is the ratio of datasheet peaks, an estimate: real training throughput can differ; measure it before ordering.</source>
        <translation>其相对于需求 GPU 的速度（×%1）按规格书峰值之比估算：实际训练吞吐可能不同，下单前请实测。</translation>
    </message>
    <message>
        <source>Its speed against the demand's GPU is not known and taken as equal (x1): enter a measured relative throughput.</source>
        <translation>其相对于需求 GPU 的速度未知，按相同（×1）计：请录入实测的相对吞吐。</translation>
    </message>
    <message>
        <source>The software stack is assumed to reach %1% of the cards' throughput (an estimate until the port is measured).</source>
        <translation>假设软件栈可发挥卡吞吐的 %1%（移植完成并实测前为估计值）。</translation>
    </message>
    <message>
        <source>Some of its prices are in %1: a change of the exchange rate changes its cost in %2.</source>
        <translation>其部分价格以 %1 计价：汇率变动会改变其以 %2 计的成本。</translation>
    </message>
    <message>
        <source>(payback %1 years)</source>
        <translation>（回收期 %1 年）</translation>
    </message>
    <message>
        <source>Servers count as capex</source>
        <translation>服务器计入资本支出</translation>
    </message>
    <message>
        <source>as paid (down payments and principal repayments)</source>
        <translation>按实际支付（首付款和本金还款）</translation>
    </message>
    <message>
        <source>in full when delivered, whatever the financing</source>
        <translation>交付时按全价计入，与融资方式无关</translation>
    </message>
    <message>
        <source>in full when ordered, whatever the financing</source>
        <translation>下单时按全价计入，与融资方式无关</translation>
    </message>
    <message>
        <source>VAT in the budget</source>
        <translation>预算中的增值税</translation>
    </message>
    <message>
        <source>not modelled: amounts as entered</source>
        <translation>未建模：金额按录入值</translation>
    </message>
    <message>
        <source>excluded, as the results</source>
        <translation>不含税，与结果相同</translation>
    </message>
    <message>
        <source>included (not recoverable), as the results</source>
        <translation>含税（不可抵扣），与结果相同</translation>
    </message>
    <message>
        <source>included (含税): the spend is compared with its VAT</source>
        <translation>含税：支出含增值税后比较</translation>
    </message>
    <message>
        <source>excluded: the spend is compared without it</source>
        <translation>不含税：支出不含增值税比较</translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>已付 %1</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1，截至 %2</translation>
    </message>
    <message>
        <source>Subsidies and tax incentives</source>
        <translation>补贴与税收优惠</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Its total counts %1 of compute subsidy (%2) paid %3 months after the spend: if the application is not approved, or the programme ends early or pays late, it costs up to that much more.</source>
        <translation>其合计已扣除 %1 的算力补贴（%2），在支出后 %3 个月到账：若申请未获批准，或项目提前结束、延迟拨付，成本最多会相应增加。</translation>
    </message>
    <message numerus="yes">
        <source>in full when accepted (验收), %n month(s) after delivery, whatever the financing</source>
        <translation>
            <numerusform>验收时（到货后 %n 个月）全额计入，与融资方式无关</numerusform>
        </translation>
    </message>
    <message>
        <source>Not computed for this report: %1.</source>
        <translation>本报告未计算：%1。</translation>
    </message>
    <message>
        <source>%1: the report was not written: cancelled</source>
        <translation>%1：报告未写出：已取消</translation>
    </message>
    <message>
        <source>entered in the scenario</source>
        <translation>方案中录入</translation>
    </message>
    <message>
        <source>computed: enough servers for the peak of the demand</source>
        <translation>计算得出：满足需求峰值所需的服务器数</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>VAT: prices include VAT</source>
        <translation>增值税：价格含税</translation>
    </message>
    <message>
        <source>VAT: input VAT recoverable</source>
        <translation>增值税：进项税额可抵扣</translation>
    </message>
    <message>
        <source>VAT: recovery lag</source>
        <translation>增值税：进项税抵扣滞后</translation>
    </message>
    <message>
        <source>Income tax rate</source>
        <translation>企业所得税税率</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Income tax: depreciation of servers</source>
        <translation>企业所得税：服务器税务折旧年限</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Income tax: full deduction of equipment (MOF/STA 2023 No. 37)</source>
        <translation>企业所得税：设备一次性税前扣除（财政部 税务总局公告2023年第37号）</translation>
    </message>
    <message>
        <source>bought %1 to %2, up to %3 per unit</source>
        <translation>%1至%2购置，单位价值不超过%3</translation>
    </message>
    <message>
        <source>Income tax: R&amp;D super deduction</source>
        <translation>企业所得税：研发费用加计扣除</translation>
    </message>
    <message>
        <source>% of an R&amp;D share of %1%</source>
        <translation>%，研发占比%1%</translation>
    </message>
    <message>
        <source>entered in the scenario (730 = 8,760 / 12 by convention)</source>
        <translation>方案中录入（按惯例 730 = 8,760 / 12）</translation>
    </message>
</context>
<context>
    <name>gputco::ResourceLimits</name>
    <message>
        <source>--memory-limit needs a value in MB (0 for no limit)</source>
        <translation>--memory-limit 需要一个以 MB 为单位的值（0 表示不限制）</translation>
    </message>
    <message>
        <source>--memory-limit needs a whole number of MB from 0 (no limit) to 16777216, not "%1"</source>
        <translation>--memory-limit 需要 0（不限制）到 16777216 之间的整数 MB，而不是“%1”</translation>
    </message>
    <message>
        <source>uncertainty bands of %1 options x %2 months x %3 trials</source>
        <translation>%1个方案 × %2个月 × %3次试验的不确定性区间</translation>
    </message>
    <message>
        <source>a Monte Carlo of %1 options x %2 trials</source>
        <translation>%1个方案 × %2次试验的蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>results of %1 options x %2 months with %3 cloud/self-hosted pairs</source>
        <translation>%1个方案 × %2个月、含%3组云/自建配对的结果</translation>
    </message>
    <message>
        <source>%1 would need about %2 of memory, more than the limit of %3: use fewer trials, options or months, or raise the limit with --memory-limit MB or GPUTCO_MEMORY_LIMIT_MB (0: no limit)</source>
        <translation>%1约需%2内存，超过上限%3：请减少试验次数、方案或月数，或用 --memory-limit MB 或 GPUTCO_MEMORY_LIMIT_MB 提高上限（0：不限制）</translation>
    </message>
    <message>
        <source>--time-limit needs a value in seconds (0 for no limit)</source>
        <translation>--time-limit 需要以秒为单位的值（0 表示不限）</translation>
    </message>
    <message>
        <source>--time-limit needs a whole number of seconds from 0 (no limit) to 31536000, not "%1"</source>
        <translation>--time-limit 需要 0（不限）到 31536000 之间的整数秒，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 would take about %2 (measured on %3 of %4 trials), more than the limit of %5: use fewer trials, options or months, or raise the limit with --time-limit SECONDS or GPUTCO_TIME_LIMIT_S (0: no limit)</source>
        <translation>%1 预计需要约 %2（按 %4 次抽样中的前 %3 次实测），超过 %5 的上限：请减少抽样次数、方案数或月数，或用 --time-limit SECONDS 或 GPUTCO_TIME_LIMIT_S 提高上限（0：不限）</translation>
    </message>
</context>
<context>
    <name>gputco::ResultWriter</name>
    <message>
        <source>Scenario: %1
</source>
        <translation>场景：%1
</translation>
    </message>
    <message>
        <source>View: %1, horizon %2 months, %3 h/month, amounts in %4, discount rate %5% a year

</source>
        <translation>视图：%1，规划周期 %2 个月，%3 小时/月，金额单位 %4，折现率 %5%/年

</translation>
    </message>
    <message>
        <source>cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <source>amortized</source>
        <translation>摊销</translation>
    </message>
    <message>
        <source>Totals
</source>
        <translation>总计
</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>总计（%1）</translation>
    </message>
    <message>
        <source>NPV (%1)</source>
        <translation>净现值（%1）</translation>
    </message>
    <message>
        <source>Per useful GPU-h</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Hidden fees</source>
        <translation>隐性费用</translation>
    </message>
    <message>
        <source>Unmet GPU-h</source>
        <translation>未满足 GPU 小时</translation>
    </message>
    <message>
        <source>
Cost by category (%1; * = hidden fee)
</source>
        <translation>
按类别的成本（%1；* = 隐性费用）
</translation>
    </message>
    <message>
        <source>
Break-even (cash view)
</source>
        <translation>
盈亏平衡（现金视图）
</translation>
    </message>
    <message>
        <source>m%1 owning cheaper</source>
        <translation>第 %1 个月起自建更便宜</translation>
    </message>
    <message>
        <source>m%1 cloud cheaper</source>
        <translation>第 %1 个月起云更便宜</translation>
    </message>
    <message>
        <source>%1 h/month (%2%)</source>
        <translation>%1 小时/月（%2%）</translation>
    </message>
    <message>
        <source>cloud cheaper at any use</source>
        <translation>任何用量下云都更便宜</translation>
    </message>
    <message>
        <source>owning cheaper at any use</source>
        <translation>任何用量下自建都更便宜</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Cloud / self-hosted</source>
        <translation>云 / 自建</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>Break-even use</source>
        <translation>盈亏平衡用量</translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation>交叉点</translation>
    </message>
    <message>
        <source>%1: spot overhead %2% of useful hours; Young's optimal checkpoint interval %3 h</source>
        <translation>%1：抢占式实例开销为有效小时数的 %2%；Young 最优检查点间隔 %3 小时</translation>
    </message>
    <message>
        <source>
Notes
</source>
        <translation>
备注
</translation>
    </message>
    <message>
        <source>the reserved base as entered is already the cheapest split (%1 incl. what is owed after the horizon).</source>
        <translation>当前输入的预留基数已经是最便宜的拆分（%1，含规划期后仍需支付的金额）。</translation>
    </message>
    <message>
        <source>the cheapest split reserves %1 instances each term and runs the rest as burst capacity: %2 instead of %3 (incl. what is owed after the horizon), %4 less.</source>
        <translation>最便宜的拆分是每个期限预留 %1 个实例，其余使用弹性容量：%2 而非 %3（含规划期后仍需支付的金额），节省 %4。</translation>
    </message>
    <message>
        <source>the cheapest split reserves nothing and runs everything as burst capacity: %1 instead of %2 (incl. what is owed after the horizon), %3 less.</source>
        <translation>最便宜的拆分是不预留，全部使用弹性容量：%1 而非 %2（含规划期后仍需支付的金额），节省 %3。</translation>
    </message>
    <message>
        <source>Recommended: none (no option to compare)</source>
        <translation>推荐：无（没有可比较的选项）</translation>
    </message>
    <message>
        <source>Recommended: none (no option serves all demand)</source>
        <translation>推荐：无（没有选项能满足全部需求）</translation>
    </message>
    <message>
        <source>%1: not compared, %2</source>
        <translation>%1：未参与比较，%2</translation>
    </message>
    <message>
        <source>no option can be compared yet: add options, or enter the prices that are awaited</source>
        <translation>尚无可比较的选项：请添加选项，或填写尚待确定的价格</translation>
    </message>
    <message>
        <source>Recommended: none (no option serves all demand within the budget)</source>
        <translation>推荐：无（没有选项能在预算内满足全部需求）</translation>
    </message>
    <message>
        <source>Cheaper but over budget: %1, %2</source>
        <translation>更便宜但超出预算：%1，%2</translation>
    </message>
    <message>
        <source>
Per fiscal year (%1)
</source>
        <translation>
按财年（%1）
</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1：%2
</translation>
    </message>
    <message>
        <source>(gputco-cli budget shows the budget per fiscal year and what it buys.)
</source>
        <translation>（gputco-cli budget 显示分财年预算以及预算能买到什么。）
</translation>
    </message>
    <message>
        <source>Book value at end</source>
        <translation>期末账面价值</translation>
    </message>
    <message>
        <source>
Buy instead of rent (cash flows rent - own; %1; %2)
</source>
        <translation>
购买而非租用（现金流 = 租用 - 自有；%1；%2）
</translation>
    </message>
    <message>
        <source>monthly periods, purchases at the start of their month, other costs at the end</source>
        <translation>按月分期，购置在当月月初，其他成本在月末</translation>
    </message>
    <message>
        <source>yearly periods, month-1 purchases at time 0, other costs at year end</source>
        <translation>按年分期，第 1 个月的购置记在第 0 期，其他成本在年末</translation>
    </message>
    <message>
        <source>book value at the end credited to owning</source>
        <translation>期末账面价值计入购买方案</translation>
    </message>
    <message>
        <source>nothing credited at the end</source>
        <translation>期末不计入任何价值</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Own / rent</source>
        <translation>自有 / 租用</translation>
    </message>
    <message>
        <source>Saving (%1)</source>
        <translation>节省（%1）</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>回收期</translation>
    </message>
    <message>
        <source>Discounted payback</source>
        <translation>折现回收期</translation>
    </message>
    <message>
        <source>Book value credited</source>
        <translation>计入的账面价值</translation>
    </message>
    <message>
        <source>%1 / %2: no IRR, the cash flows never change sign</source>
        <translation>%1 / %2：无内部收益率，现金流从不改变符号</translation>
    </message>
    <message>
        <source>%1 / %2: no IRR, no discount rate from -99.9% to 10,000% a period makes the NPV zero (it is %3 at every rate)</source>
        <translation>%1 / %2：无内部收益率，每期折现率在 -99.9% 到 10,000% 之间都不能使净现值为零（在所有折现率下均为%3）</translation>
    </message>
    <message>
        <source>positive</source>
        <translation>正</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>负</translation>
    </message>
    <message>
        <source>%1 / %2: the cash flows change sign %3 times; the IRR shown may not be the only one</source>
        <translation>%1 / %2：现金流改变符号 %3 次；所示内部收益率可能不是唯一的</translation>
    </message>
    <message>
        <source>%1: %2 %3 owed after the horizon for reserved terms or financing, not in the totals</source>
        <translation>%1：%2 %3 为规划期之后应付的预留期限或融资款，不计入总计</translation>
    </message>
    <message>
        <source>Cards (x work)</source>
        <translation>卡数（x工作量）</translation>
    </message>
    <message>
        <source>
After income tax at %1% (%2)
</source>
        <translation>
企业所得税后（税率%1%，%2）
</translation>
    </message>
    <message>
        <source>Tax saved</source>
        <translation>节省的所得税</translation>
    </message>
    <message>
        <source>After-tax total</source>
        <translation>税后总计</translation>
    </message>
    <message>
        <source>%1: sized to %2 cards for %3 reference cards: %4</source>
        <translation>%1：按%3块基准卡折算为%2块卡：%4</translation>
    </message>
    <message>
        <source>%1: never recommended, breaks the constraints: %2</source>
        <translation>%1：不予推荐，违反约束条件：%2</translation>
    </message>
    <message>
        <source>Constraints: %1</source>
        <translation>约束条件：%1</translation>
    </message>
    <message>
        <source>expected resale value at the end credited to owning</source>
        <translation>期末预计转售价值计入购买方案</translation>
    </message>
    <message>
        <source>Resale value credited</source>
        <translation>计入的转售价值</translation>
    </message>
    <message>
        <source>After-tax NPV (%1)</source>
        <translation>税后净现值（%1）</translation>
    </message>
    <message>
        <source>After-tax IRR</source>
        <translation>税后内部收益率</translation>
    </message>
    <message>
        <source>Recommended: %1 (lowest PV of cost among options that serve all demand within the budget)</source>
        <translation>推荐：%1（在预算内能满足全部需求的选项中成本现值最低）</translation>
    </message>
    <message>
        <source>Recommended and cheapest: %1 (lowest PV of cost and lowest total among options that serve all demand)</source>
        <translation>推荐且最便宜：%1（在能满足全部需求的选项中成本现值最低、总计最低）</translation>
    </message>
    <message>
        <source>Recommended: %1 (lowest PV of cost among options that serve all demand); cheapest undiscounted: %2</source>
        <translation>推荐：%1（在能满足全部需求的选项中成本现值最低）；不折现时最便宜：%2</translation>
    </message>
    <message>
        <source>PV of cost (%1)</source>
        <translation>成本现值（%1）</translation>
    </message>
    <message>
        <source>Hidden fees (%1)</source>
        <translation>隐性费用（%1）</translation>
    </message>
    <message>
        <source>Book value at end (%1)</source>
        <translation>期末账面价值（%1）</translation>
    </message>
    <message>
        <source>Credit at end</source>
        <translation>期末抵减额</translation>
    </message>
    <message>
        <source>Credit at end (%1)</source>
        <translation>期末抵减额（%1）</translation>
    </message>
    <message>
        <source>Compared total</source>
        <translation>比较合计</translation>
    </message>
    <message>
        <source>Compared total (%1)</source>
        <translation>比较合计（%1）</translation>
    </message>
    <message>
        <source>Compared PV</source>
        <translation>比较现值</translation>
    </message>
    <message>
        <source>Compared PV (%1)</source>
        <translation>比较现值（%1）</translation>
    </message>
    <message>
        <source>After-tax PV of cost</source>
        <translation>税后成本现值</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>self-hosted</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Cheaper but breaks a constraint: %1, %2</source>
        <translation>更便宜但违反约束条件：%1，%2</translation>
    </message>
    <message>
        <source>Cheaper for good from</source>
        <translation>自购此后一直更便宜（月）</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1，截至 %2</translation>
    </message>
    <message>
        <source>
Subsidies and tax incentives (%1)
</source>
        <translation>
补贴与税收优惠（%1）
</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gputco::ScenarioDocument</name>
    <message>
        <source>What-if: %1</source>
        <translation>假设分析：%1</translation>
    </message>
    <message>
        <source>Reset what-if</source>
        <translation>重置假设分析</translation>
    </message>
    <message>
        <source>Keep variant %1</source>
        <translation>保留方案 %1</translation>
    </message>
    <message>
        <source>Remove variant</source>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>Change reporting currency</source>
        <translation>更改报告币种</translation>
    </message>
</context>
<context>
    <name>gputco::ScenarioEditor</name>
    <message>
        <source>Rename option</source>
        <translation>重命名选项</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Change pricing model</source>
        <translation>更改计费方式</translation>
    </message>
    <message>
        <source>Price needed: ask for a quote.</source>
        <translation>需要价格：请询价。</translation>
    </message>
    <message>
        <source>Change payment option</source>
        <translation>更改付款方式</translation>
    </message>
    <message>
        <source>Maximum power is below the typical power.</source>
        <translation>最大功率低于典型功率。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cloud option</source>
        <translation>云选项</translation>
    </message>
    <message>
        <source>Self-hosted option</source>
        <translation>自建选项</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>From catalog…</source>
        <translation>从价格目录…</translation>
    </message>
    <message>
        <source>Add a cloud option from the pricing catalog</source>
        <translation>从价格目录添加云选项</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Add a cloud option and enter its price (a quote)</source>
        <translation>添加云选项并输入其价格（报价）</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Add servers of your own</source>
        <translation>添加自有服务器</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>All results are converted into this currency with the scenario's dated exchange rates.</source>
        <translation>所有结果均按场景中注明日期的汇率换算为此币种。</translation>
    </message>
    <message>
        <source>Pricing model</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>On-demand (按量付费), reserved/subscription (包年包月), spot (抢占式), or a reserved base with on-demand or spot for the rest.</source>
        <translation>按量付费、包年包月（预留）、抢占式实例，或以预留为基础、其余部分使用按量付费或抢占式实例。</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Reserved + on-demand</source>
        <translation>包年包月 + 按量付费</translation>
    </message>
    <message>
        <source>Reserved + spot</source>
        <translation>包年包月 + 抢占式实例</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>付款方式</translation>
    </message>
    <message>
        <source>All upfront</source>
        <translation>全预付</translation>
    </message>
    <message>
        <source>Partial upfront</source>
        <translation>部分预付</translation>
    </message>
    <message>
        <source>No upfront</source>
        <translation>无预付</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>添加选项 %1</translation>
    </message>
    <message>
        <source>Duplicate option</source>
        <translation>复制选项</translation>
    </message>
    <message>
        <source>Remove option %1</source>
        <translation>删除选项 %1</translation>
    </message>
    <message>
        <source>Move option</source>
        <translation>移动选项</translation>
    </message>
    <message>
        <source>Change cloud bridging</source>
        <translation>更改云上过渡</translation>
    </message>
    <message>
        <source>None: demand waits</source>
        <translation>无：需求等待</translation>
    </message>
    <message>
        <source>Cloud bridging</source>
        <translation>云上过渡</translation>
    </message>
    <message>
        <source>The cloud option that serves the demand the servers cannot: before they arrive (lead time) and beyond their capacity. A reserved term used as a bridge is paid in full.</source>
        <translation>承担服务器无法满足的需求的云选项：服务器到货之前（交付周期）以及超出其容量的部分。用作过渡的预留期限需全额支付。</translation>
    </message>
    <message>
        <source>quote needed</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>&lt;b&gt;Calendar and budget&lt;/b&gt; (the same amount every fiscal year; 0 = none)</source>
        <translation>&lt;b&gt;日历与预算&lt;/b&gt;（每个财年金额相同；0 = 无预算）</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Bought in month 1</source>
        <translation>第1个月购买</translation>
    </message>
    <message>
        <source>Already owned</source>
        <translation>已拥有（存量设备）</translation>
    </message>
    <message>
        <source>Depreciation method</source>
        <translation>折旧方法</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>直线法</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>余额递减法</translation>
    </message>
    <message>
        <source>Exponential value decay</source>
        <translation>价值指数衰减</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资方式</translation>
    </message>
    <message>
        <source>Paid in cash</source>
        <translation>现金支付</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>贷款</translation>
    </message>
    <message>
        <source>Finance lease (融资租赁)</source>
        <translation>融资租赁</translation>
    </message>
    <message>
        <source>Change allowed accelerators</source>
        <translation>更改允许的加速卡</translation>
    </message>
    <message>
        <source>Change data residency</source>
        <translation>更改数据驻留要求</translation>
    </message>
    <message>
        <source>From the GPU model</source>
        <translation>取自GPU型号</translation>
    </message>
    <message>
        <source>Domestic</source>
        <translation>国产</translation>
    </message>
    <message>
        <source>Foreign</source>
        <translation>进口</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Outside mainland China</source>
        <translation>中国大陆以外</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>&lt;b&gt;Constraints&lt;/b&gt; (options that break one are never recommended)</source>
        <translation>&lt;b&gt;约束条件&lt;/b&gt;（违反任一条件的方案不予推荐）</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Domestic only (信创)</source>
        <translation>仅限国产（信创）</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Decision timing</source>
        <translation>决策现金流时点</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>Yearly</source>
        <translation>按年</translation>
    </message>
    <message>
        <source>Credit at the end of the horizon</source>
        <translation>规划期末抵减</translation>
    </message>
    <message>
        <source>Book value</source>
        <translation>账面价值</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不抵减</translation>
    </message>
    <message>
        <source>Expected resale value</source>
        <translation>预计转售价值</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>增值税</translation>
    </message>
    <message>
        <source>Not modelled</source>
        <translation>不计算</translation>
    </message>
    <message>
        <source>Prices include VAT (含税)</source>
        <translation>价格含税</translation>
    </message>
    <message>
        <source>Prices exclude VAT (不含税)</source>
        <translation>价格不含税</translation>
    </message>
    <message>
        <source>Input VAT</source>
        <translation>进项税额</translation>
    </message>
    <message>
        <source>Recoverable (general taxpayer)</source>
        <translation>可抵扣（一般纳税人）</translation>
    </message>
    <message>
        <source>Not recoverable (small-scale taxpayer)</source>
        <translation>不可抵扣（小规模纳税人）</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果口径</translation>
    </message>
    <message>
        <source>Cost to the company</source>
        <translation>企业实际成本</translation>
    </message>
    <message>
        <source>Excluding VAT</source>
        <translation>不含增值税</translation>
    </message>
    <message>
        <source>Income tax</source>
        <translation>企业所得税</translation>
    </message>
    <message>
        <source>After-tax figures</source>
        <translation>计算税后数字</translation>
    </message>
    <message>
        <source>One-off full deduction</source>
        <translation>一次性税前扣除</translation>
    </message>
    <message>
        <source>Yes, when eligible</source>
        <translation>是（符合条件时）</translation>
    </message>
    <message>
        <source>Fee from price list…</source>
        <translation>从价格表选取费用…</translation>
    </message>
    <message>
        <source>Fill the storage, egress, bandwidth or request fee from the pricing catalog's fee price lists; the option records the price's id and the report lists its source and date.</source>
        <translation>从价格目录的费用价格表填写存储、出流量、带宽或请求费用；方案记录该价格的编号，报告列出其来源和日期。</translation>
    </message>
    <message>
        <source>Not stated (the VAT settings say)</source>
        <translation>未说明（按增值税设置）</translation>
    </message>
    <message>
        <source>Included (含税)</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>Excluded (不含税)</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>Apply the option's provenance to all its lines</source>
        <translation>将方案的出处应用于其全部价格行</translation>
    </message>
    <message>
        <source>Apply to all lines of this option</source>
        <translation>应用于本方案全部价格行</translation>
    </message>
    <message>
        <source>Every price line of this option takes the source, date and tax status above: the provenance its blocks record of their own (servers, power, each fee ...) is removed.</source>
        <translation>本方案的每条价格均采用上面的来源、日期与含税情况：各块（服务器、电力、各项费用……）单独记录的出处将被删除。</translation>
    </message>
    <message>
        <source>Sum of the years' digits (年数总和法)</source>
        <translation>年数总和法</translation>
    </message>
    <message>
        <source>Declining balance turns to straight line</source>
        <translation>余额递减法转为直线法</translation>
    </message>
    <message>
        <source>In the last two years</source>
        <translation>最后两年</translation>
    </message>
    <message>
        <source>When straight line gives more</source>
        <translation>直线法计提更多时</translation>
    </message>
    <message>
        <source>Servers count as capex</source>
        <translation>服务器计入资本支出</translation>
    </message>
    <message>
        <source>In full when ordered</source>
        <translation>下单时按全价</translation>
    </message>
    <message>
        <source>In full when delivered</source>
        <translation>交付时按全价</translation>
    </message>
    <message>
        <source>As paid</source>
        <translation>按实际支付</translation>
    </message>
    <message>
        <source>Budget amounts</source>
        <translation>预算金额</translation>
    </message>
    <message>
        <source>On the results' VAT basis</source>
        <translation>与结果的增值税口径相同</translation>
    </message>
    <message>
        <source>Include VAT (含税)</source>
        <translation>含增值税（含税）</translation>
    </message>
    <message>
        <source>Exclude VAT</source>
        <translation>不含增值税</translation>
    </message>
    <message>
        <source>R&amp;D super deduction</source>
        <translation>研发费用加计扣除</translation>
    </message>
    <message>
        <source>Not claimed</source>
        <translation>不享受</translation>
    </message>
    <message>
        <source>Claimed (研发费用加计扣除)</source>
        <translation>享受（研发费用加计扣除）</translation>
    </message>
    <message>
        <source>In full when accepted (验收)</source>
        <translation>验收时全额计入</translation>
    </message>
    <message>
        <source>Server price from the catalog…</source>
        <translation>从价格目录取服务器价格…</translation>
    </message>
    <message>
        <source>Take the price per server, GPUs per server and power from a vendor's server quote in the pricing catalog (gputco-cli catalog hardware add) or a reference figure; the report cites it and warns when the quote has expired.</source>
        <translation>从价格目录中的供应商服务器报价（gputco-cli catalog hardware add）或参考数据中取单台服务器价格、每台 GPU 数和功率；报告会引用该来源，并在报价过期时提示。</translation>
    </message>
    <message>
        <source>Provenance of each block…</source>
        <translation>各价格块的来源…</translation>
    </message>
    <message>
        <source>Source, date, tax status and vendor quote of each price block of this option (servers, power, each fee ...); what a block does not state is taken from the option.</source>
        <translation>此方案各价格块（服务器、电力、各项费用……）的来源、日期、含税状态和供应商报价；价格块未填写的部分取自方案。</translation>
    </message>
</context>
<context>
    <name>gputco::ScenarioLoader</name>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a scenario file</source>
        <translation>这是一个文件夹，不是场景文件</translation>
    </message>
    <message>
        <source>the file is %1 MB; scenario files larger than %2 MB are refused (is this really a scenario?)</source>
        <translation>文件大小为 %1 MB；超过 %2 MB 的场景文件将被拒绝（这确实是场景文件吗？）</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the file is %1 MB; scenario files larger than %2 MB are refused</source>
        <translation>文件大小为 %1 MB；超过 %2 MB 的场景文件将被拒绝</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte 0x%1 at line %2, column %3; save the file as UTF-8</source>
        <translation>不是 UTF-8 文本：第 %2 行第 %3 列的字节 0x%1；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>"%1" is not a known currency code (ISO 4217, e.g. CNY, USD)</source>
        <translation>"%1" 不是已知的货币代码（ISO 4217，例如 CNY、USD）</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>必须是对象，而不是%1</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>必须是数字，而不是%1</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <source>must be greater than 0, not %1</source>
        <translation>必须大于 0，而不是 %1</translation>
    </message>
    <message>
        <source>must not be negative (%1)</source>
        <translation>不能为负数（%1）</translation>
    </message>
    <message>
        <source>%1 is out of range: the smallest allowed value is %2</source>
        <translation>%1 超出范围：允许的最小值为 %2</translation>
    </message>
    <message>
        <source>%1 is out of range: the largest allowed value is %2</source>
        <translation>%1 超出范围：允许的最大值为 %2</translation>
    </message>
    <message>
        <source>must be a whole number, not %1</source>
        <translation>必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>%1 is out of range: allowed are %2 to %3</source>
        <translation>%1 超出范围：允许范围为 %2 到 %3</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>必须是字符串，而不是%1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>必须是 true 或 false，而不是%1</translation>
    </message>
    <message>
        <source>"%1" is not one of: %2</source>
        <translation>"%1" 不是以下值之一：%2</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>必须是数组，而不是%1</translation>
    </message>
    <message>
        <source>unknown field (check the spelling; fields for your own notes must start with "x-")</source>
        <translation>未知字段（请检查拼写；用于个人备注的字段必须以 "x-" 开头）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>null</source>
        <translation>空值 (null)</translation>
    </message>
    <message>
        <source>"%1" is not a date in the form YYYY-MM-DD</source>
        <translation>"%1" 不是 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>"%1" is not a month in the form YYYY-MM</source>
        <translation>“%1”不是 YYYY-MM 格式的月份</translation>
    </message>
    <message>
        <source>the file ends too early (truncated?)</source>
        <translation>文件提前结束（是否被截断？）</translation>
    </message>
    <message>
        <source>NaN and Infinity are not numbers JSON allows; write a finite number</source>
        <translation>NaN 和 Infinity 不是 JSON 允许的数值；请填写有限数值</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>, field "%1"</source>
        <translation>，字段 "%1"</translation>
    </message>
    <message>
        <source>a number is too large (%1)</source>
        <translation>数值过大（%1）</translation>
    </message>
    <message>
        <source>the number %1 is too large to be a finite number</source>
        <translation>数值 %1 过大，无法表示为有限数值</translation>
    </message>
    <message>
        <source>the key is given twice in one object; keep one</source>
        <translation>同一对象中该键出现两次；请只保留一个</translation>
    </message>
    <message>
        <source>%1 is too small: 0 (none) or at least %2</source>
        <translation>%1 过小：应为 0（无）或至少 %2</translation>
    </message>
    <message>
        <source>is %1 characters long: at most %2 are allowed</source>
        <translation>长度为 %1 个字符：最多允许 %2 个</translation>
    </message>
</context>
<context>
    <name>gputco::ScenarioWriter</name>
    <message>
        <source>%1: saving failed, the previous file is unchanged: %2</source>
        <translation>%1：保存失败，原文件未更改：%2</translation>
    </message>
</context>
<context>
    <name>gputco::SeedData</name>
    <message>
        <source>internal error: seed file %1 is missing</source>
        <translation>内部错误：缺少种子文件 %1</translation>
    </message>
    <message>
        <source>internal error: seed file %1 is malformed</source>
        <translation>内部错误：种子文件 %1 格式错误</translation>
    </message>
    <message>
        <source>internal error: seed file %1 line %2 has %3 fields, expected %4</source>
        <translation>内部错误：种子文件 %1 第 %2 行有 %3 个字段，应为 %4 个</translation>
    </message>
    <message>
        <source>interconnect: %1</source>
        <translation>互联：%1</translation>
    </message>
    <message>
        <source>vendor GPU label not mapped</source>
        <translation>厂商 GPU 标签未映射</translation>
    </message>
    <message>
        <source> (low end of range)</source>
        <translation> (区间下限)</translation>
    </message>
    <message>
        <source> (high end of range)</source>
        <translation> (区间上限)</translation>
    </message>
    <message>
        <source>internal error: the built-in seed is malformed: %1</source>
        <translation>内部错误：内置种子数据格式错误：%1</translation>
    </message>
    <message>
        <source>internal error: seed file %1 is not valid JSON</source>
        <translation>内部错误：种子文件 %1 不是有效的 JSON</translation>
    </message>
    <message>
        <source>mainland China reference price (the page: 本页参考价格主要以中国大陆地区为主)</source>
        <translation>中国大陆参考价格（页面原文：本页参考价格主要以中国大陆地区为主）</translation>
    </message>
    <message>
        <source>包年包月 (subscription) per month, renewed monthly; %1</source>
        <translation>包年包月，按月价格，逐月续费；%1</translation>
    </message>
    <message>
        <source>按量计费 (pay-as-you-go) per hour; %1</source>
        <translation>按量计费，按小时价格；%1</translation>
    </message>
    <message>
        <source>; published as the range "%1" (the page does not say what it spans)</source>
        <translation>；原文为区间“%1”（页面未说明区间含义）</translation>
    </message>
    <message>
        <source>Tencent Cloud GPU list prices (docs), earlier versions</source>
        <translation>腾讯云GPU刊例价（文档），历史版本</translation>
    </message>
    <message>
        <source>as printed: %1</source>
        <translation>原文：%1</translation>
    </message>
    <message>
        <source>price includes %1 GB of local SSD</source>
        <translation>价格包含%1 GB本地SSD</translation>
    </message>
    <message>
        <source>Spot VM price at generation time; spot prices change often</source>
        <translation>生成时的抢占式实例价格；抢占式价格变化频繁</translation>
    </message>
    <message>
        <source>1-year committed use discount (CUD), per month</source>
        <translation>1年承诺使用折扣（CUD），按月</translation>
    </message>
    <message>
        <source>3-year committed use discount (CUD), per month</source>
        <translation>3年承诺使用折扣（CUD），按月</translation>
    </message>
    <message>
        <source>internal error: seed file %1: %2</source>
        <translation>内部错误：种子文件%1：%2</translation>
    </message>
    <message>
        <source>the SkyPilot catalog gives 1.0 USD per GPU-hour for on-demand and spot, a placeholder: ask for a quote</source>
        <translation>SkyPilot 目录中按量和抢占式均为每GPU小时1.0美元，是占位值：请询价</translation>
    </message>
    <message>
        <source>marketplace offer at the time SkyPilot fetched it</source>
        <translation>SkyPilot 抓取时的市场报价</translation>
    </message>
    <message>
        <source>SkyPilot catalog v8: %1 GPU</source>
        <translation>SkyPilot 目录 v8：%1 GPU</translation>
    </message>
    <message>
        <source>a later, undated version of the page lists a lower 南京 pay-as-you-go price: check before use</source>
        <translation>该页面后来一个无日期的版本列出更低的南京按量计费价格：使用前请核实</translation>
    </message>
    <message>
        <source>Seoul's egress tiers are not monotonic upstream (the SKU's tiers probably differ): verify</source>
        <translation>首尔的出网流量阶梯在上游数据中不单调（该SKU的阶梯可能不同）：请核实</translation>
    </message>
</context>
<context>
    <name>gputco::Sensitivity</name>
    <message>
        <source>no option has the id "%1"</source>
        <translation>没有 id 为 "%1" 的选项</translation>
    </message>
    <message>
        <source>choose two different options</source>
        <translation>请选择两个不同的选项</translation>
    </message>
    <message>
        <source>the percentage must be above 0 and at most 100</source>
        <translation>百分比必须大于 0 且不超过 100</translation>
    </message>
    <message>
        <source>a break-even month needs one cloud and one self-hosted option</source>
        <translation>盈亏平衡月份需要一个云选项和一个自建选项</translation>
    </message>
</context>
<context>
    <name>gputco::SensitivityView</name>
    <message>
        <source>Choose two different options to compare.</source>
        <translation>请选择两个不同的选项进行比较。</translation>
    </message>
    <message>
        <source>each input ±</source>
        <translation>每个输入 ±</translation>
    </message>
    <message>
        <source>Option A: the tornado shows total(A) − total(B)</source>
        <translation>选项 A：龙卷风图显示 total(A) − total(B)</translation>
    </message>
    <message>
        <source>Option B</source>
        <translation>选项 B</translation>
    </message>
    <message>
        <source>Choose a cloud option and a self-hosted option.</source>
        <translation>请选择一个云选项和一个自建选项。</translation>
    </message>
    <message>
        <source>Cost difference</source>
        <translation>成本差额</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>What the tornado measures: total(A) − total(B) over the horizon, or the month the self-hosted option has paid back against the cloud option</source>
        <translation>龙卷风图的衡量指标：规划期内的 total(A) − total(B)，或自建选项相对云选项收回投资的月份</translation>
    </message>
</context>
<context>
    <name>gputco::ServerQuoteDialog</name>
    <message>
        <source>Server price from the catalog</source>
        <translation>从价格目录取服务器价格</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Your vendors' server quotes (added with gputco-cli catalog hardware add, docs/pricing-db.md) and the shipped reference figures. The report cites the row chosen and warns when its quote has expired.</source>
        <translation>您的供应商服务器报价（用 gputco-cli catalog hardware add 添加，见 docs/pricing-db.md）以及随软件提供的参考数据。报告会引用所选行，并在其报价过期时提示。</translation>
    </message>
    <message>
        <source>Use this price</source>
        <translation>使用此价格</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>incl. %1 %</source>
        <translation>含税 %1 %</translation>
    </message>
    <message>
        <source>excl. %1 %</source>
        <translation>不含税 %1 %</translation>
    </message>
    <message>
        <source>incl. VAT</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>excl. VAT</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>reference figure</source>
        <translation>参考数据</translation>
    </message>
    <message>
        <source>%1 is not a server with a number of GPUs: it cannot price the servers</source>
        <translation>%1 不是注明 GPU 数量的服务器：不能用于服务器定价</translation>
    </message>
    <message>
        <source>%1, %2, %3 %4</source>
        <translation>%1，%2，%3 %4</translation>
    </message>
    <message>
        <source>%1, valid until %2</source>
        <translation>%1，有效期至%2</translation>
    </message>
</context>
<context>
    <name>gputco::Tax</name>
    <message>
        <source>Amounts are the prices as entered; VAT is not modelled.</source>
        <translation>金额为录入的价格；未计算增值税。</translation>
    </message>
    <message>
        <source>Amounts exclude VAT.</source>
        <translation>金额不含增值税。</translation>
    </message>
    <message>
        <source>Amounts include VAT: the company cannot recover input VAT (small-scale taxpayer), so it is a cost.</source>
        <translation>金额含增值税：公司不能抵扣进项税额（小规模纳税人），增值税计为成本。</translation>
    </message>
    <message>
        <source>They are before income tax; after-tax figures deduct the tax saved at %1%.</source>
        <translation>以上为税前金额；税后数字扣除按%1%税率节省的企业所得税。</translation>
    </message>
    <message>
        <source>excl. VAT</source>
        <translation>不含增值税</translation>
    </message>
    <message>
        <source>incl. non-recoverable VAT</source>
        <translation>含不可抵扣增值税</translation>
    </message>
    <message>
        <source>The one-off full deduction needs a calendar (its validity dates are checked against the month of purchase): tax depreciation is used instead.</source>
        <translation>一次性税前扣除需要日历（其有效期按购置月份核对）：改用税务折旧。</translation>
    </message>
    <message>
        <source>The one-off full deduction does not apply to the purchase in %1 (valid %2 to %3): tax depreciation is used instead.</source>
        <translation>%1的购置不适用一次性税前扣除（有效期%2至%3）：改用税务折旧。</translation>
    </message>
    <message>
        <source>The one-off full deduction does not apply: a server costs %1 CNY, more than the %2 CNY limit per unit; tax depreciation is used instead.</source>
        <translation>不适用一次性税前扣除：每台服务器%1元，超过单位价值%2元的上限；改用税务折旧。</translation>
    </message>
    <message>
        <source>R&amp;D super deduction (%1 % of an R&amp;D share of %2 %): tax saved</source>
        <translation>研发费用加计扣除（研发占比 %2 %，加计 %1 %）：节省的所得税</translation>
    </message>
    <message>
        <source>Compute subsidy "%1" (%2 % of compute): received</source>
        <translation>算力补贴“%1”（算力支出的 %2 %）：到账金额</translation>
    </message>
</context>
<context>
    <name>gputco::TotalsModel</name>
    <message>
        <source>Undiscounted total over the horizon, in the reporting currency.</source>
        <translation>规划周期内未折现的总计，以报告币种计。</translation>
    </message>
    <message>
        <source>Change against the baseline scenario caused by the what-if.</source>
        <translation>假设分析相对基准场景造成的变化。</translation>
    </message>
    <message>
        <source>Total divided by the GPU-hours of demand the option actually served.</source>
        <translation>总计除以该选项实际满足的需求 GPU 小时数。</translation>
    </message>
    <message>
        <source>Storage capacity and IO, egress, bandwidth, cross-AZ and other fees.</source>
        <translation>存储容量与 IO、出网流量、带宽、跨可用区及其他费用。</translation>
    </message>
    <message>
        <source>First month (cash view) in which owning is not dearer than this cloud option; the tooltip of a cell gives the payback period and the break-even utilization.</source>
        <translation>自建成本首次不高于该云选项的月份（现金视图）；单元格的工具提示给出回收期和盈亏平衡利用率。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>总计（%1）</translation>
    </message>
    <message>
        <source>Δ vs baseline</source>
        <translation>相对基准 Δ</translation>
    </message>
    <message>
        <source>Per useful GPU-h</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Hidden fees</source>
        <translation>隐性费用</translation>
    </message>
    <message>
        <source>Break-even vs %1</source>
        <translation>与 %1 的盈亏平衡</translation>
    </message>
    <message>
        <source>Quote needed</source>
        <translation>需询价</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Owning and renting cost the same at %1% utilization</source>
        <translation>利用率为 %1% 时，自建与租用成本相同</translation>
    </message>
    <message>
        <source>The cloud option is cheaper at any utilization</source>
        <translation>在任何利用率下，云选项都更便宜</translation>
    </message>
    <message>
        <source>Owning is cheaper at any utilization</source>
        <translation>在任何利用率下，自建都更便宜</translation>
    </message>
    <message>
        <source>The order changes %1 times over the horizon</source>
        <translation>规划周期内排名变化 %1 次</translation>
    </message>
    <message>
        <source>Whether the option's spend stays within the budget in every fiscal year (cash view), and if not, the first month it goes over.</source>
        <translation>方案在每个财年的支出是否都在预算内（现金视图），若否，首次超支的月份。</translation>
    </message>
    <message>
        <source>Fits budget</source>
        <translation>预算内</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Over budget from %1</source>
        <translation>超出预算（%1起）</translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Book value at end</source>
        <translation>期末账面价值</translation>
    </message>
    <message>
        <source>%1 is owed after the horizon for reserved terms or financing, not in the totals.</source>
        <translation>%1 为规划期之后应付的预留期限或融资款，不计入总计。</translation>
    </message>
    <message>
        <source>Total (%1, %2)</source>
        <translation>总计（%1，%2）</translation>
    </message>
    <message>
        <source>%1 · %2 cards</source>
        <translation>%1 · %2块卡</translation>
    </message>
    <message>
        <source>Never recommended: %1</source>
        <translation>不予推荐：%1</translation>
    </message>
    <message>
        <source>%1 cards for %2 reference cards: %3</source>
        <translation>%1块卡对应%2块基准卡：%3</translation>
    </message>
    <message>
        <source>PV of cost: each month's cost discounted at the scenario's discount rate. Not the NPV of a decision (the "Buy instead of rent" tab).</source>
        <translation>成本现值：每月成本按情景的折现率折现后的合计。它不是决策的净现值（见“自购还是租用”页）。</translation>
    </message>
    <message>
        <source>Book value of the owned servers at the end of the horizon. Not in the totals.</source>
        <translation>自有服务器在规划期末的账面价值。不计入合计。</translation>
    </message>
    <message>
        <source>What the ranking credits to owning for servers still in service at the end of the horizon.</source>
        <translation>排名时为规划期末仍在用的服务器给自购方案计入的抵减额。</translation>
    </message>
    <message>
        <source>PV of cost less the end-of-horizon credit: what the ranking compares.</source>
        <translation>成本现值减去期末抵减额：排名所比较的数值。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>PV of cost (%1)</source>
        <translation>成本现值（%1）</translation>
    </message>
    <message>
        <source>Credit at end</source>
        <translation>期末抵减额</translation>
    </message>
    <message>
        <source>Compared PV</source>
        <translation>比较现值</translation>
    </message>
    <message>
        <source>Owning is cheaper for good from month %1</source>
        <translation>自第 %1 个月起自购一直更便宜</translation>
    </message>
    <message>
        <source>What could make the option cost more or deliver less, and why it is left out of the ranking, as the report lists them: hold the pointer over a cell to read them.</source>
        <translation>可能使该方案成本更高或交付更少的因素，以及它未参与排名的原因，与报告所列相同：将指针停在单元格上即可查看。</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>风险</translation>
    </message>
    <message>
        <source> (recommended)</source>
        <translation>（推荐）</translation>
    </message>
</context>
<context>
    <name>gputco::UncertaintyAnalysis</name>
    <message>
        <source>the scenario has no uncertain inputs</source>
        <translation>场景中没有不确定输入</translation>
    </message>
    <message>
        <source>"%1" is not a what-if input</source>
        <translation>“%1”不是假设分析输入</translation>
    </message>
    <message>
        <source>$.uncertainty.inputs: none of the uncertain inputs (%1) applies to an option of this scenario, so there is nothing to vary</source>
        <translation>$.uncertainty.inputs：不确定输入（%1）均不适用于此场景中的任何选项，因此没有可变化的内容</translation>
    </message>
    <message>
        <source>the number of trials must be between %1 and %2</source>
        <translation>模拟次数必须在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>the seed must be between 0 and %1</source>
        <translation>随机种子必须在 0 到 %1 之间</translation>
    </message>
    <message>
        <source>a trial changed the options or the horizon</source>
        <translation>某次试验改变了方案或规划期</translation>
    </message>
</context>
<context>
    <name>gputco::Variants</name>
    <message>
        <source>%1 %2 (as saved: %3)</source>
        <translation>%1 %2（保存值：%3）</translation>
    </message>
    <message>
        <source>what-if "%1": %2</source>
        <translation>假设分析“%1”：%2</translation>
    </message>
</context>
<context>
    <name>gputco::VariantsModel</name>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Current what-if</source>
        <translation>当前假设分析</translation>
    </message>
    <message>
        <source>Cheapest option</source>
        <translation>最便宜的选项</translation>
    </message>
    <message>
        <source>none serves all demand</source>
        <translation>没有选项能满足全部需求</translation>
    </message>
</context>
<context>
    <name>gputco::WhatIfPanel</name>
    <message>
        <source>Keep variant</source>
        <translation>保留方案</translation>
    </message>
    <message>
        <source>Name of this what-if:</source>
        <translation>此假设分析的名称：</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Scenario value: %1 %2</source>
        <translation>场景取值：%1 %2</translation>
    </message>
    <message>
        <source>No input of this scenario uses it.</source>
        <translation>此场景中没有输入项使用它。</translation>
    </message>
    <message>
        <source>Move a driver and every chart and table follows at once. The scenario itself stays as it is: it is shown faded as the baseline.</source>
        <translation>拖动任一驱动因素，所有图表和表格会立即随之更新。场景本身保持不变：它以淡色显示为基准。</translation>
    </message>
    <message>
        <source>Reset to baseline</source>
        <translation>重置为基准</translation>
    </message>
    <message>
        <source>Keep as variant…</source>
        <translation>保留为方案…</translation>
    </message>
    <message>
        <source>Back to the scenario's value</source>
        <translation>恢复为场景取值</translation>
    </message>
</context>
</TS>
