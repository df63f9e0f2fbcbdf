import TellerBank
import TellerText

extension KoreanWording {
  /// The Korean words of `teller simulate`'s statistics section.
  public func text(_ message: StatisticsMessage) -> String {
    switch message {
    case .serviceTimes(let parts): return "처리 시간: " + parts.joined(separator: ", ")
    case .serviceTimesPart(let type, let shape, let variation):
      return "\(text(.workTypeName(type))) " + Self.shapeName(shape, variation: variation)
    case .warmupFound(let n):
      return "준비 구간: 고객 \(groupedNumber(n))명을 뺐습니다(MSER-5가 안정된 지점을 찾음)"
    case .warmupUnsure(let n):
      return "준비 구간: 고객 \(groupedNumber(n))명을 뺐지만 MSER-5가 준비 구간의 끝을 가리지 못했습니다. "
        + "실행이 너무 짧을 수 있으니 고객을 늘리세요."
    case .warmupFixed(let seconds, let n):
      return "준비 구간: 모델 시간 처음 \(seconds)초(고객 \(groupedNumber(n))명)를 뺐습니다"
    case .precisionMet(let target, let reached, let metAt, let n):
      return "정밀도: 구간의 반폭이 평균 대기의 \(reached)%로 요청한 \(target)% 이내입니다. "
        + "반복 \(groupedNumber(metAt))회에서 달성해 \(groupedNumber(n))회까지 유지했습니다"
    case .precisionCapped(let target, let reached?, let cap):
      return "정밀도: 달성하지 못했습니다. 상한인 반복 \(groupedNumber(cap))회 뒤 구간의 반폭이 평균 대기의 "
        + "\(reached)%로 요청한 \(target)%보다 큽니다. --replications를 늘리거나 고객을 늘리세요"
    case .precisionCapped(let target, nil, let cap):
      return "정밀도: 달성하지 못했습니다. 상한인 반복 \(groupedNumber(cap))회로는 요청한 \(target)%와 "
        + "비교할 구간이 없습니다. --replications를 늘리세요"
    case .replicationsStopped(let done, let planned):
      return "반복을 멈췄습니다(Ctrl-C): 최대 \(groupedNumber(planned))회 중 \(groupedNumber(done))회, "
        + "위 수치는 그만큼의 결과입니다"
    case .tableCaption: return "평균 대기: 추정과 이론"
    case .estimateColumn: return "추정"
    case .fromColumn(let short): return short ? "하한" : "95% 하한"
    case .toColumn(let short): return short ? "상한" : "95% 상한"
    case .coversColumn(let short): return short ? "포함" : "이론 포함"
    case .basisColumn: return "근거"
    case .rowHeader(let row, let short): return Self.rowHeader(row, short: short)
    case .covers(let covered): return covered ? "예" : "아니요"
    case .belowZero(let spoken): return "마이너스 " + spoken
    case .wholeRunBasis(let batches): return "배치 평균 \(groupedNumber(batches))개"
    case .wholeRunTooFew(let batches):
      return "구간 없음: 고객이 배치 \(groupedNumber(batches))개(--ci-batches)보다 적습니다"
    case .wholeRunTooFewYet(let batches):
      return "아직 구간 없음: 배치 \(groupedNumber(batches))개 중 2개가 차기 전에 실행을 멈췄습니다"
    case .steadyBasis(let batches, let n):
      return "준비 구간 뒤 고객 \(groupedNumber(n))명의 배치 평균 \(groupedNumber(batches))개"
    case .steadyTooFew(let n):
      return "준비 구간 뒤 고객 \(groupedNumber(n))명: 구간을 내기에 너무 적습니다"
    case .steadyNone: return "준비 구간 뒤에 남은 고객이 없습니다"
    case .replicationsBasis(1): return "반복 1회: 2회보다 적어 구간이 없습니다"
    case .replicationsBasis(let n): return "반복 \(groupedNumber(n))회"
    case .theoryBasis(let formula, let queue):
      return Self.formulaName(formula) + (queue.map { ", \($0)" } ?? "")
    case .noClosedForm: return "이 대기열의 평균 대기에는 닫힌 식이 없습니다"
    case .noSteadyState:
      return "정상 상태 없음: 창구 직원이 따라잡지 못해 대기가 끝없이 늘어납니다"
    }
  }

  /// A row's header of the table of the mean wait, or its short form.
  static func rowHeader(_ row: StatisticsTableRow, short: Bool) -> String {
    switch row {
    case .wholeRun: short ? "전체" : "전체 실행"
    case .steadyState: short ? "정상" : "정상 상태"
    case .replications: short ? "반복" : "반복 실행"
    case .theory: "이론"
    }
  }

  /// A shape of service times in words.
  static func shapeName(_ shape: ServiceDistribution, variation: String) -> String {
    switch shape {
    case .deterministic: "고정"
    case .exponential: "지수 분포"
    case .erlang(let k): "\(k)단계 얼랑 분포"
    case .uniform: "균등 분포(변동 계수 \(variation))"
    case .lognormal: "로그 정규 분포(변동 계수 \(variation))"
    }
  }

  /// A formula's name.
  static func formulaName(_ formula: MeanWaitTheory.Formula) -> String {
    switch formula {
    case .erlangC: "얼랑 C"
    case .pollaczekKhinchine: "폴라체크-힌친"
    case .crommelin: "크로멜린의 M/D/c"
    case .mixture: "업무별 식을 비율로 가중 평균"
    case .noArrivals: "오는 고객 없음"
    }
  }
}
